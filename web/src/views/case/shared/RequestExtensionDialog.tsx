import { CaseRequestExtensionBody } from '@proposal-desk/shared';
import { DatePicker, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { requestExtension } from '../../../api/case-handling';
import { FieldItem } from '../../../components/form/field-layout';
import { FormDialog } from '../../../components/form/FormDialog';
import { useSchemaRules } from '../../../components/form/schema-rules';
import { TextField } from '../../../components/form/TextField';
import { DAY, dayItem } from './AssignUnitRow';
import { assignmentRefOf, type UnitDialogProps, useAfterUnitWrite, withTarget } from './unit-writes';

interface ExtensionValues {
  dueAt: string;
  reason: string;
}

/** 申请延期: the unit asks for a later due day, with the reason; the office decides. */
export function RequestExtensionDialog({ target, onClose }: UnitDialogProps) {
  const { t } = useTranslation();
  const fields = useSchemaRules(CaseRequestExtensionBody);
  const after = useAfterUnitWrite();
  const label = (key: string) => t(`caseHandling.requestExtension.${key}`);
  const submit = (values: ExtensionValues) =>
    withTarget(target, (shown) => after(requestExtension({ ...assignmentRefOf(shown), ...values }), shown.caseId));
  return (
    <FormDialog<ExtensionValues>
      open={target !== null}
      name="caseRequestExtension"
      title={t('caseHandling.requestExtension.title', { name: target?.caseName ?? '' })}
      okText={t('caseHandling.actions.requestExtension')}
      initialValues={{ reason: '' }}
      submit={submit}
      onClose={onClose}
    >
      <FieldItem name="dueAt" label={label('dueAt')} field={fields.dueAt} item={dayItem}>
        <DatePicker aria-label={label('dueAt')} format={DAY} style={{ width: '100%' }} />
      </FieldItem>
      <TextField name="reason" label={label('reason')} field={fields.reason} rows={4} />
      <Typography.Text type="secondary">{label('hint')}</Typography.Text>
    </FormDialog>
  );
}
