import type { MemberOptions, MemberProfile } from '@proposal-desk/shared';
import { Alert, Form, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberChange } from '../../api/members';
import { useMessageText } from '../../components/dialogs/use-message-text';
import { groupOptions, searchable, sessionOptions, typeOptions } from './option-lists';

interface ChangeDialogProps {
  person: MemberProfile | null;
  options: MemberOptions;
  onSubmit(change: MemberChange): Promise<void>;
  onClose(): void;
}

type ChangeValues = Omit<MemberChange, 'ID'>;

/** The fields that differ from the person's current placement (ChangeNpc takes only what changes). */
export function changedPlacement(person: MemberProfile, values: ChangeValues): ChangeValues {
  const change: ChangeValues = {};
  if (values.DLG_ID !== undefined && values.DLG_ID !== person.dlG_ID) change.DLG_ID = values.DLG_ID;
  if (values.SPV_ID !== undefined && values.SPV_ID !== person.spV_ID) change.SPV_ID = values.SPV_ID;
  if (values.Type !== undefined && values.Type !== person.type) change.Type = values.Type;
  return change;
}

/** Moves a person to another delegation or group, session or type (`ChangeNpc`). */
export function ChangeDialog({ person, options, onSubmit, onClose }: ChangeDialogProps) {
  const { t, i18n } = useTranslation();
  const text = useMessageText();
  const [form] = Form.useForm<ChangeValues>();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const sessionId = Form.useWatch('SPV_ID', form);
  const groupId = Form.useWatch('DLG_ID', form);
  const label = (key: string) => t(`delegates.columns.${key}`);

  useEffect(() => {
    if (!person) return;
    setProblem(null);
    form.setFieldsValue({ DLG_ID: person.dlG_ID ?? undefined, SPV_ID: person.spV_ID ?? undefined, Type: person.type });
  }, [person, form]);

  const submit = async () => {
    if (!person) return;
    const change = changedPlacement(person, form.getFieldsValue());
    if (Object.keys(change).length === 0) {
      setProblem(text('member.nothingToChange'));
      return;
    }
    setSaving(true);
    try {
      await onSubmit({ ID: person.hR_ID, ...change });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      wrapClassName="change-modal"
      open={person !== null}
      title={t('delegates.form.changeTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      forceRender
    >
      {person && <p>{t('delegates.form.changeHint', { name: person.staff_Name })}</p>}
      {problem && <Alert type="warning" showIcon title={problem} style={{ marginBottom: 12 }} />}
      <Form form={form} name="changeForm" layout="vertical" onValuesChange={() => setProblem(null)}>
        <Form.Item name="SPV_ID" label={label('session')}>
          <Select {...searchable} aria-label={label('session')} options={sessionOptions(options, groupId)} />
        </Form.Item>
        <Form.Item name="DLG_ID" label={label('group')}>
          <Select {...searchable} aria-label={label('group')} options={groupOptions(options, sessionId)} />
        </Form.Item>
        <Form.Item name="Type" label={label('type')}>
          <Select allowClear aria-label={label('type')} options={typeOptions(options, i18n.language.startsWith('en'))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
