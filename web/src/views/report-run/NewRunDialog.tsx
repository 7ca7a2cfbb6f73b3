import { ReportRunRequest } from '@proposal-desk/shared';
import { useTranslation } from 'react-i18next';
import { createRun } from '../../api/report-runs';
import { FormDialog, type FormDialogControl } from '../../components/form/FormDialog';
import { useSchemaRules } from '../../components/form/schema-rules';
import { TextField } from '../../components/form/TextField';
import { type RunRequestValues, toRunRequest } from './run-request';
import { RunRequestFields } from './RunRequestFields';

/** Starts a batch run: a pack or chosen reports, PDF and/or Excel; the list then shows its progress. */
export function NewRunDialog(control: FormDialogControl) {
  const { t } = useTranslation();
  const fields = useSchemaRules(ReportRunRequest);

  return (
    <FormDialog<RunRequestValues>
      {...control}
      name="newRunForm"
      title={t('reportRuns.dialog.title')}
      okText={t('reportRuns.dialog.submit')}
      width={560}
      submit={(values) => createRun(toRunRequest(values))}
    >
      <TextField
        name="title"
        label={t('reportRuns.dialog.name')}
        field={fields.title}
        placeholder={t('reportRuns.dialog.namePlaceholder')}
      />
      <RunRequestFields />
    </FormDialog>
  );
}
