import { CONSULT_METHODS, CONSULT_RECORD_METHODS, CaseConsultBody } from '@proposal-desk/shared';
import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { type CaseConsultValues, consultCase } from '../../../api/case-handling';
import { FieldItem } from '../../../components/form/field-layout';
import { FormDialog } from '../../../components/form/FormDialog';
import { useSchemaRules } from '../../../components/form/schema-rules';
import { TextField } from '../../../components/form/TextField';
import { labelledOptions } from './case-options';
import { PastDayField, today } from './PastDayField';
import { assignmentRefOf, type UnitDialogProps, useAfterUnitWrite, withTarget } from './unit-writes';

type ConsultValues = Omit<CaseConsultValues, 'id' | 'version' | 'assignmentId'>;

/** 面商: one consultation with the submitter (how, when, who took part, what was said); several may be recorded. */
export function ConsultDialog({ target, onClose }: UnitDialogProps) {
  const { t, i18n } = useTranslation();
  const fields = useSchemaRules(CaseConsultBody);
  const after = useAfterUnitWrite();
  const label = (key: string) => t(`caseHandling.consult.${key}`);
  const submit = (values: ConsultValues) =>
    withTarget(target, (shown) => after(consultCase({ ...values, ...assignmentRefOf(shown) }), shown.caseId));
  return (
    <FormDialog<ConsultValues>
      open={target !== null}
      name="caseConsult"
      title={t('caseHandling.consult.title', { name: target?.caseName ?? '' })}
      width={560}
      initialValues={{ heldOn: today(), people: '', notes: '' }}
      submit={submit}
      onClose={onClose}
    >
      <FieldItem name="method" label={label('method')} field={fields.method}>
        <Radio.Group aria-label={label('method')} options={labelledOptions(CONSULT_METHODS, i18n.language, CONSULT_RECORD_METHODS)} />
      </FieldItem>
      <PastDayField name="heldOn" label={label('heldOn')} field={fields.heldOn} />
      <TextField name="people" label={label('people')} field={fields.people} />
      <TextField name="notes" label={label('notes')} field={fields.notes} rows={4} />
    </FormDialog>
  );
}
