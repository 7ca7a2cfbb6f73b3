import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createRun } from '../../api/report-runs';
import { type RunRequestValues, toRunRequest } from './run-request';
import { RunRequestFields } from './RunRequestFields';

/** Starts a batch run: a pack or chosen reports, PDF and/or Excel; the list then shows its progress. */
export function NewRunDialog({ open, onClose, onCreated }: { open: boolean; onClose(): void; onCreated(id: number): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<RunRequestValues>();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const res = await createRun(toRunRequest(values));
      void message.success(res.msg);
      form.resetFields();
      onCreated(res.data.id);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={t('reportRuns.dialog.title')}
      open={open}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okText={t('reportRuns.dialog.submit')}
      confirmLoading={saving}
      destroyOnHidden
      width={560}
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="title" label={t('reportRuns.dialog.name')}>
          <Input placeholder={t('reportRuns.dialog.namePlaceholder')} maxLength={100} />
        </Form.Item>
        <RunRequestFields />
      </Form>
    </Modal>
  );
}
