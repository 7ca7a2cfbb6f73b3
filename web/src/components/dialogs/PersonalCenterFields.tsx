import type { MemberProfile } from '@proposal-desk/shared';
import { Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProfileUpdate } from '../../api/profile';
import { COLUMNS } from '../form/field-layout';
import type { SchemaRules } from '../form/schema-rules';
import { TextField } from '../form/TextField';

/** The personal-centre form's values (the editable `UpdateNPC` fields). */
export type ProfileFormValues = Omit<ProfileUpdate, 'ID'>;

const EDITABLE = [
  ['BackGround', 'background'],
  ['Address', 'address'],
  ['Mobile', 'mobile'],
  ['Native_place', 'nativePlace'],
  ['Remark', 'remark'],
] as const;

/** The profile as the form shows it. */
export const profileValuesOf = (profile: MemberProfile): ProfileFormValues => ({
  BackGround: profile.backGround,
  Address: profile.address,
  Mobile: profile.mobile,
  Native_place: profile.native_place,
  Remark: profile.remark,
});

/** Name, account, session and delegation read-only; the rest editable (spec §5). */
export function PersonalCenterFields({ profile, fields }: { profile: MemberProfile; fields: SchemaRules<Required<ProfileFormValues>> }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`dialogs.profile.${key}`);
  const readOnly = [
    ['staffName', profile.staff_Name],
    ['account', profile.case_ID],
    ['session', profile.meet_Name],
    ['delegation', profile.dlG_Name],
  ] as const;

  return (
    <Row gutter={16}>
      {readOnly.map(([key, value]) => (
        <Col {...COLUMNS.half} key={key}>
          <Form.Item label={label(key)}>
            <Input value={value} readOnly disabled aria-label={label(key)} />
          </Form.Item>
        </Col>
      ))}
      {EDITABLE.map(([name, key]) => (
        <TextField column={COLUMNS.half} key={name} name={name} label={label(key)} field={fields[name]} />
      ))}
    </Row>
  );
}
