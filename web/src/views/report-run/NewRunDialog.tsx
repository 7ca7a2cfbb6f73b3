import { ReportRunRequest } from '@proposal-desk/shared';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { createRun } from '../../api/report-runs';
import { FormDialog, type FormDialogControl } from '../../components/form/FormDialog';
import { type FieldRules, useSchemaRules } from '../../components/form/schema-rules';
import { TextField } from '../../components/form/TextField';
import { automaticRunTitle, type RunRequestValues, toRunRequest } from './run-request';
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
      <RunTitleField field={fields.title} />
      <RunRequestFields />
    </FormDialog>
  );
}

/** The run's name; left empty, the run takes the automatic title the placeholder shows, in the reader's language. */
function RunTitleField({ field }: { field: FieldRules }) {
  const { t, i18n } = useTranslation();
  const form = Form.useFormInstance<RunRequestValues>();
  const values: Partial<RunRequestValues> = {
    mode: Form.useWatch('mode', form),
    body: Form.useWatch('body', form),
    reportIds: Form.useWatch('reportIds', form),
    formats: Form.useWatch('formats', form),
  };
  const title = automaticRunTitle(values, i18n.language === 'en' ? 'en' : 'zh');
  return (
    <TextField
      name="title"
      label={t('reportRuns.dialog.name')}
      field={field}
      placeholder={t('reportRuns.dialog.namePlaceholder', { title })}
    />
  );
}
