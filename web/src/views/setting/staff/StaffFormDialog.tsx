import { StaffSaveBody, type StaffRow } from '@proposal-desk/shared';
import { Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { addStaff, updateStaff, type StaffFormValues } from '../../../api/staff';
import { SelectField, TreeSelectField } from '../../../components/form/ChoiceField';
import { COLUMNS } from '../../../components/form/field-layout';
import { FormDialog, type FormDialogControl } from '../../../components/form/FormDialog';
import { useSchemaRules } from '../../../components/form/schema-rules';
import { TextField } from '../../../components/form/TextField';
import type { StaffOptions } from './use-staff-options';

interface StaffFormDialogProps extends FormDialogControl {
  /** The person being edited; null adds a new one. */
  editing: StaffRow | null;
  options: StaffOptions;
}

function valuesOf(row: StaffRow | null): Partial<StaffFormValues> {
  if (!row) return { name: '' };
  const { name, post, mobile, email, remark, dept_ID, unit_ID } = row;
  return { name, post, mobile, email, remark, dept_ID: dept_ID ?? undefined, unit_ID: unit_ID ?? undefined };
}

/** Add or edit a staff member of an office or handling unit. */
export function StaffFormDialog({ editing, options, ...control }: StaffFormDialogProps) {
  const { t } = useTranslation();
  const fields = useSchemaRules(StaffSaveBody);
  const label = (key: string) => t(`settingTrees.staff.columns.${key}`);
  const choice = { allowClear: true, search: true, placeholder: t('settingTrees.pick') };

  const title = t(editing ? 'settingTrees.staff.form.editTitle' : 'settingTrees.staff.form.addTitle');
  const submit = (values: StaffFormValues) => {
    const trimmed = { ...values, name: values.name.trim() };
    return editing ? updateStaff(editing.id, trimmed) : addStaff(trimmed);
  };

  return (
    <FormDialog<StaffFormValues> {...control} name="staffForm" title={title} width={680} initialValues={valuesOf(editing)} submit={submit}>
      <Row gutter={16}>
        <TextField column={COLUMNS.half} name="name" label={label('name')} field={fields.name} />
        <TextField column={COLUMNS.half} name="post" label={label('post')} field={fields.post} />
        <TreeSelectField column={COLUMNS.half} name="dept_ID" label={label('department')} treeData={options.departments} {...choice} />
        <SelectField column={COLUMNS.half} name="unit_ID" label={label('unit')} options={options.units} {...choice} />
        <TextField column={COLUMNS.half} name="mobile" label={label('mobile')} field={fields.mobile} />
        <TextField column={COLUMNS.half} name="email" label={label('email')} field={fields.email} />
        <TextField column={COLUMNS.whole} name="remark" label={label('remark')} field={fields.remark} rows={2} />
      </Row>
    </FormDialog>
  );
}
