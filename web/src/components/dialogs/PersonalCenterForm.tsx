import type { MemberProfile } from '@proposal-desk/shared';
import { Button, Col, Form, Input, Row } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { buildProfileRules, type ProfileFormValues } from './profile-rules';
import { useMessageText } from './use-message-text';

interface PersonalCenterFormProps {
  profile: MemberProfile;
  fromConfirmation?: boolean;
  saving?: boolean;
  onSubmit(values: ProfileFormValues): void;
}

const valuesOf = (profile: MemberProfile): ProfileFormValues => ({
  BackGround: profile.backGround,
  Address: profile.address,
  Mobile: profile.mobile,
  Native_place: profile.native_place,
  Remark: profile.remark,
});

const EDITABLE = [
  ['BackGround', 'background'],
  ['Address', 'address'],
  ['Mobile', 'mobile'],
  ['Native_place', 'nativePlace'],
  ['Remark', 'remark'],
] as const;

/**
 * The personal-centre form: name, account, session and delegation read-only; the rest editable (spec §5).
 * The profile fills the fields once, when the form mounts (the dialog mounts it when the profile has
 * loaded): a profile that arrives again later never overwrites what the user has typed meanwhile.
 */
export function PersonalCenterForm({ profile, fromConfirmation = false, saving = false, onSubmit }: PersonalCenterFormProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const [form] = Form.useForm<ProfileFormValues>();
  const rules = useMemo(() => buildProfileRules(text), [text]);

  const readOnly = [
    ['staffName', profile.staff_Name],
    ['account', profile.case_ID],
    ['session', profile.meet_Name],
    ['delegation', profile.dlG_Name],
  ] as const;

  return (
    <Form form={form} layout="vertical" initialValues={valuesOf(profile)} onFinish={onSubmit}>
      <Row gutter={16}>
        {readOnly.map(([key, value]) => (
          <Col xs={24} sm={12} key={key}>
            <Form.Item label={t(`dialogs.profile.${key}`)}>
              <Input value={value} readOnly disabled aria-label={t(`dialogs.profile.${key}`)} />
            </Form.Item>
          </Col>
        ))}
        {EDITABLE.map(([name, key]) => (
          <Col xs={24} sm={12} key={name}>
            <Form.Item name={name} label={t(`dialogs.profile.${key}`)} rules={rules[name]} validateFirst>
              <Input maxLength={name === 'Mobile' ? 11 : 200} allowClear aria-label={t(`dialogs.profile.${key}`)} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Form.Item style={{ marginBottom: 0, textAlign: 'right' }}>
        <Button type="primary" htmlType="submit" loading={saving}>
          {fromConfirmation ? t('dialogs.profile.confirm') : t('dialogs.profile.save')}
        </Button>
      </Form.Item>
    </Form>
  );
}
