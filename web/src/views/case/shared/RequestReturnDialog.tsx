import { CaseRequestReturnBody } from '@proposal-desk/shared';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { requestReturn } from '../../../api/case-handling';
import { FormDialog } from '../../../components/form/FormDialog';
import { useSchemaRules } from '../../../components/form/schema-rules';
import { TextField } from '../../../components/form/TextField';
import { assignmentRefOf, type UnitDialogProps, useAfterUnitWrite, withTarget } from './unit-writes';

/** 申请退回: the unit asks the office to take back a wrong assignment; the reason is required. */
export function RequestReturnDialog({ target, onClose }: UnitDialogProps) {
  const { t } = useTranslation();
  const fields = useSchemaRules(CaseRequestReturnBody);
  const after = useAfterUnitWrite();
  const label = (key: string) => t(`caseHandling.requestReturn.${key}`);
  const submit = ({ reason }: { reason: string }) =>
    withTarget(target, (shown) => after(requestReturn({ ...assignmentRefOf(shown), reason }), shown.caseId));
  return (
    <FormDialog<{ reason: string }>
      open={target !== null}
      name="caseRequestReturn"
      title={t('caseHandling.requestReturn.title', { name: target?.caseName ?? '' })}
      okText={t('caseHandling.actions.requestReturn')}
      initialValues={{ reason: '' }}
      submit={submit}
      onClose={onClose}
    >
      <TextField name="reason" label={label('reason')} field={fields.reason} rows={4} />
      <Typography.Text type="secondary">{label('hint')}</Typography.Text>
    </FormDialog>
  );
}
