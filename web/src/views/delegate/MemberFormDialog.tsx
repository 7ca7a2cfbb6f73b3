import { MemberProfileBody, type MemberOptions, type MemberProfile } from '@proposal-desk/shared';
import { Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { addMember, updateMember, type MemberFormValues } from '../../api/members';
import { profileValuesOf } from '../../components/dialogs/PersonalCenterFields';
import { SelectField } from '../../components/form/ChoiceField';
import { COLUMNS } from '../../components/form/field-layout';
import { FormDialog, type FormDialogControl } from '../../components/form/FormDialog';
import { useSchemaRules } from '../../components/form/schema-rules';
import { TextField } from '../../components/form/TextField';
import { PlacementFields } from './PlacementFields';

interface MemberFormDialogProps extends FormDialogControl {
  /** The person being edited; null adds a new one. */
  editing: MemberProfile | null;
  options: MemberOptions;
}

function valuesOf(profile: MemberProfile | null): Partial<MemberFormValues> {
  if (!profile) return {};
  const placement = { SPV_ID: profile.spV_ID ?? undefined, DLG_ID: profile.dlG_ID ?? undefined, Type: profile.type };
  return { Staff_Name: profile.staff_Name, Case_ID: profile.case_ID, ...placement, ...profileValuesOf(profile) };
}

const CONTACT_FIELDS = [
  ['Address', 'address'],
  ['Mobile', 'mobile'],
  ['Native_place', 'nativePlace'],
  ['Remark', 'remark'],
] as const;

/** Add or edit a delegate: every field of the profile, validated with the spec's messages. */
export function MemberFormDialog({ editing, options, ...control }: MemberFormDialogProps) {
  const { t } = useTranslation();
  const fields = useSchemaRules(MemberProfileBody);
  const label = (key: string) => t(`delegates.columns.${key}`);
  const title = t(editing ? 'delegates.form.editTitle' : 'delegates.form.addTitle');
  const initial = valuesOf(editing);
  const submit = (values: MemberFormValues) => (editing ? updateMember(editing.hR_ID, values) : addMember(values));
  const backgrounds = { options: options.backgrounds, search: true, placeholder: t('delegates.form.pick') };

  return (
    <FormDialog<MemberFormValues> {...control} name="memberForm" title={title} width={720} initialValues={initial} submit={submit}>
      <Row gutter={16}>
        <TextField column={COLUMNS.half} name="Staff_Name" label={label('name')} field={fields.Staff_Name} />
        <TextField column={COLUMNS.half} name="Case_ID" label={label('account')} field={fields.Case_ID} />
        <PlacementFields options={options} rules={fields} column={COLUMNS.half} typeFollowsGroup />
        <SelectField column={COLUMNS.half} name="BackGround" label={label('background')} field={fields.BackGround} {...backgrounds} />
        {CONTACT_FIELDS.map(([name, key]) => (
          <TextField column={COLUMNS.half} key={name} name={name} label={label(key)} field={fields[name]} />
        ))}
      </Row>
    </FormDialog>
  );
}
