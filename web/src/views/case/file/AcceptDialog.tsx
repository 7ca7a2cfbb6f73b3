import { BODY_PROPERTIES, type BodyCode, CASE_PROPERTIES, CaseAcceptBody, CaseBatchAcceptBody, type CaseFile } from '@proposal-desk/shared';
import { Form, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptCase, type CaseAcceptValues } from '../../../api/cases';
import { SelectField } from '../../../components/form/ChoiceField';
import { FormDialog } from '../../../components/form/FormDialog';
import { useSchemaRules } from '../../../components/form/schema-rules';
import { TextField } from '../../../components/form/TextField';
import { useReportOptions } from '../../report/use-report-data';
import { categoryOptions, labelledOptions } from '../shared/case-options';
import { useAfterCaseWrite } from '../shared/case-queries';

type AcceptValues = Omit<CaseAcceptValues, 'id' | 'version'>;

interface AcceptDialogProps {
  file: CaseFile;
  open: boolean;
  onClose(): void;
}

/** 立案: the review's category (the body's list), property, key flag and opinion. */
export function AcceptDialog({ file, open, onClose }: AcceptDialogProps) {
  const { t } = useTranslation();
  const after = useAfterCaseWrite();
  // 重点提案 is the CPPCC's own property: an NPC case is never offered it.
  const properties = BODY_PROPERTIES[file.body];
  return (
    <FormDialog<AcceptValues>
      open={open}
      name="caseAccept"
      title={t('cases.actions.accept')}
      okText={t('cases.actions.accept')}
      initialValues={{
        category: file.category || undefined,
        property: properties.find((code) => code === file.property),
        isKey: file.isKey,
        opinion: '',
      }}
      submit={(values) => after(acceptCase({ ...values, id: file.id, version: file.version }), [file.id])}
      onClose={onClose}
    >
      <AcceptFields body={file.body} />
    </FormDialog>
  );
}

/**
 * The review's fields: the body's categories, its properties (重点提案 is the CPPCC's own), the key flag, the opinion.
 * In a batch the category may be left empty (each case keeps its own); what it changes is shown below it.
 */
export function AcceptFields({ body, categoryNote }: { body: BodyCode; categoryNote?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const fields = useSchemaRules(CaseAcceptBody);
  const batch = categoryNote !== undefined;
  const batchCategory = useSchemaRules(CaseBatchAcceptBody).category;
  const report = useReportOptions();
  const label = (key: string) => t(`cases.accept.${key}`);
  const properties = BODY_PROPERTIES[body];
  return (
    <>
      <SelectField
        name="category"
        label={label('category')}
        field={batch ? batchCategory : fields.category}
        search
        placeholder={batch ? t('cases.batch.keepCategory') : undefined}
        item={batch ? { extra: categoryNote } : undefined}
        options={categoryOptions(report, body, i18n.language)}
      />
      <SelectField
        name="property"
        label={label('property')}
        field={fields.property}
        options={labelledOptions(CASE_PROPERTIES, i18n.language, properties)}
      />
      <Form.Item name="isKey" label={label('isKey')} valuePropName="checked">
        <Switch aria-label={label('isKey')} />
      </Form.Item>
      <TextField name="opinion" label={label('opinion')} field={fields.opinion} rows={3} />
    </>
  );
}
