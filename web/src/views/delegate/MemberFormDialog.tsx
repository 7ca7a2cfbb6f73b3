import type { MemberOptions, MemberProfile } from '@proposal-desk/shared';
import { Col, Form, Input, Modal, Row, Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberFormValues } from '../../api/members';
import { useMessageText } from '../../components/dialogs/use-message-text';
import { buildMemberRules } from './member-form-rules';
import { groupOptions, searchable, sessionOptions, typeOptions } from './option-lists';

interface MemberFormDialogProps {
  open: boolean;
  /** The person being edited; null adds a new one. */
  editing: MemberProfile | null;
  options: MemberOptions;
  onSubmit(values: MemberFormValues): Promise<void>;
  onClose(): void;
}

const valuesOf = (profile: MemberProfile | null): Partial<MemberFormValues> =>
  profile
    ? {
        Staff_Name: profile.staff_Name,
        Case_ID: profile.case_ID,
        SPV_ID: profile.spV_ID ?? undefined,
        DLG_ID: profile.dlG_ID ?? undefined,
        Type: profile.type,
        BackGround: profile.backGround,
        Address: profile.address,
        Mobile: profile.mobile,
        Native_place: profile.native_place,
        Remark: profile.remark,
      }
    : {};

const TEXT_FIELDS = [
  ['BackGround', 'background'],
  ['Address', 'address'],
  ['Mobile', 'mobile'],
  ['Native_place', 'nativePlace'],
  ['Remark', 'remark'],
] as const;

/** Add or edit a delegate: every field of the profile, validated with the spec's messages. */
export function MemberFormDialog({ open, editing, options, onSubmit, onClose }: MemberFormDialogProps) {
  const { t, i18n } = useTranslation();
  const text = useMessageText();
  const rules = useMemo(() => buildMemberRules(text), [text]);
  const [form] = Form.useForm<MemberFormValues>();
  const [saving, setSaving] = useState(false);
  const sessionId = Form.useWatch('SPV_ID', form);
  const groupId = Form.useWatch('DLG_ID', form);
  const label = (key: string) => t(`delegates.columns.${key}`);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(valuesOf(editing));
  }, [open, editing, form]);

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await onSubmit(values);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      wrapClassName="member-form-modal"
      open={open}
      title={t(editing ? 'delegates.form.editTitle' : 'delegates.form.addTitle')}
      width={720}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} name="memberForm" layout="vertical" className="member-form">
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="Staff_Name" label={label('name')} rules={rules.Staff_Name} validateFirst>
              <Input maxLength={50} allowClear aria-label={label('name')} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="Case_ID" label={label('account')} rules={rules.Case_ID}>
              <Input maxLength={50} allowClear aria-label={label('account')} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="SPV_ID" label={label('session')} rules={rules.SPV_ID}>
              <Select
                {...searchable}
                aria-label={label('session')}
                placeholder={t('delegates.form.pick')}
                options={sessionOptions(options, groupId)}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="DLG_ID" label={label('group')} rules={rules.DLG_ID}>
              <Select
                {...searchable}
                aria-label={label('group')}
                placeholder={t('delegates.form.pick')}
                options={groupOptions(options, sessionId)}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="Type" label={label('type')}>
              <Select
                allowClear
                aria-label={label('type')}
                placeholder={t('delegates.form.typeAuto')}
                options={typeOptions(options, i18n.language.startsWith('en'))}
              />
            </Form.Item>
          </Col>
          {TEXT_FIELDS.map(([name, key]) => (
            <Col xs={24} sm={12} key={name}>
              <Form.Item name={name} label={label(key)} rules={rules[name]} validateFirst>
                {name === 'BackGround' ? (
                  <Select {...searchable} aria-label={label(key)} placeholder={t('delegates.form.pick')} options={options.backgrounds} />
                ) : (
                  <Input maxLength={name === 'Mobile' ? 11 : 200} allowClear aria-label={label(key)} />
                )}
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Form>
    </Modal>
  );
}
