import type { ReportScheduleView } from '@proposal-desk/shared';
import { isCronExpression } from '@proposal-desk/shared';
import { App, Form, Input, InputNumber, Modal, Space, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveSchedule } from '../../api/report-runs';
import { fromRunRequest, type RunRequestValues, toRunRequest } from '../report-run/run-request';
import { RunRequestFields } from '../report-run/RunRequestFields';

interface ScheduleValues extends RunRequestValues {
  name: string;
  cron: string;
  timezone: string;
  runAsUserId: number;
  keepRuns?: number | null;
  keepDays?: number | null;
  enabled: boolean;
}

const DEFAULT_TIMEZONE = 'Asia/Shanghai';

/** Adds or edits a schedule: when (cron + time zone), what (pack or reports, formats), as whom, how long to keep. */
export function ScheduleDialog({
  editing,
  open,
  onClose,
  onSaved,
  userPicker,
}: {
  editing: ReportScheduleView | null;
  open: boolean;
  onClose(): void;
  onSaved(): void;
  userPicker: React.ReactNode;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ScheduleValues>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing) {
      form.setFieldsValue({
        ...fromRunRequest(editing.request),
        name: editing.name,
        cron: editing.cron,
        timezone: editing.timezone,
        runAsUserId: editing.runAsUserId,
        keepRuns: editing.keepRuns,
        keepDays: editing.keepDays,
        enabled: editing.enabled,
      });
    }
  }, [open, editing, form]);

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const res = await saveSchedule({
        ...(editing ? { id: editing.id } : {}),
        name: values.name,
        cron: values.cron,
        timezone: values.timezone || DEFAULT_TIMEZONE,
        request: toRunRequest(values),
        runAsUserId: values.runAsUserId,
        keepRuns: values.keepRuns ?? null,
        keepDays: values.keepDays ?? null,
        enabled: values.enabled,
      });
      void message.success(res.msg);
      onSaved();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={editing ? t('reportRuns.schedules.edit') : t('reportRuns.schedules.add')}
      open={open}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={saving}
      width={600}
      forceRender
    >
      <Form form={form} layout="vertical" initialValues={{ timezone: DEFAULT_TIMEZONE, enabled: true, cron: '0 8 1 * *' }}>
        <Form.Item
          name="name"
          label={t('reportRuns.schedules.name')}
          rules={[{ required: true, whitespace: true, max: 100, message: t('reportRuns.schedules.nameRequired') }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Space size={16} style={{ display: 'flex' }} align="start">
          <Form.Item
            name="cron"
            label={t('reportRuns.schedules.cron')}
            extra={t('reportRuns.schedules.cronHelp')}
            rules={[
              {
                validator: (_, v: string) =>
                  isCronExpression(v ?? '') ? Promise.resolve() : Promise.reject(new Error(t('reportRuns.schedules.cronHelp'))),
              },
            ]}
          >
            <Input style={{ width: 220 }} />
          </Form.Item>
          <Form.Item name="timezone" label={t('reportRuns.schedules.timezone')}>
            <Input style={{ width: 180 }} />
          </Form.Item>
        </Space>
        <Form.Item
          name="runAsUserId"
          label={t('reportRuns.schedules.runAs')}
          rules={[{ required: true, message: t('reportRuns.schedules.runAsRequired') }]}
        >
          {userPicker}
        </Form.Item>
        <RunRequestFields />
        <Space size={16}>
          <Form.Item name="keepRuns" label={t('reportRuns.schedules.keepRuns')} extra={t('reportRuns.schedules.keepHint')}>
            <InputNumber min={1} max={1000} />
          </Form.Item>
          <Form.Item name="keepDays" label={t('reportRuns.schedules.keepDays')} extra={t('reportRuns.schedules.keepHint')}>
            <InputNumber min={1} max={3650} />
          </Form.Item>
          <Form.Item name="enabled" label={t('reportRuns.schedules.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
      </Form>
    </Modal>
  );
}
