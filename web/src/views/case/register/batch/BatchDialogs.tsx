import { type BatchCaseResult, type BodyCode, CaseBatchUrgeBody, type CaseRow, type TCaseRef } from '@proposal-desk/shared';
import { Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { batchAcceptCases, batchUrgeCases, type CaseBatchAcceptValues } from '../../../../api/cases';
import type { Envelope } from '@proposal-desk/shared';
import { FormDialog } from '../../../../components/form/FormDialog';
import { useSchemaRules } from '../../../../components/form/schema-rules';
import { TextField } from '../../../../components/form/TextField';
import { AcceptFields } from '../../file/AcceptDialog';
import { useAfterCaseWrite } from '../../shared/case-queries';
import { useReportOptions } from '../../../report/use-report-data';
import { categoryOptions } from '../../shared/case-options';

interface BatchDialogProps {
  body: BodyCode;
  cases: TCaseRef[] | null;
  onClose(): void;
  onDone(results: BatchCaseResult[]): void;
}

const refsOf = (cases: TCaseRef[]) => cases.map(({ id, version }) => ({ id, version }));

/** 批量立案: the selected cases, each accepted on its own with the same review, keeping its category unless one is chosen. */
export function BatchAcceptDialog({ body, cases, onClose, onDone }: Omit<BatchDialogProps, 'cases'> & { cases: CaseRow[] | null }) {
  const { t } = useTranslation();
  const after = useAfterCaseWrite();
  const ids = (cases ?? []).map((ref) => ref.id);
  return (
    <FormDialog<Omit<CaseBatchAcceptValues, 'cases'>, BatchCaseResult[]>
      open={cases !== null}
      name="caseBatchAccept"
      title={t('cases.batch.acceptTitle', { count: ids.length })}
      okText={t('cases.actions.accept')}
      initialValues={{ isKey: false, opinion: '' }}
      submit={(values) => after(batchAcceptCases({ ...values, cases: refsOf(cases ?? []) }), ids)}
      announces={() => false}
      onClose={onClose}
      onSaved={(answer: Envelope<BatchCaseResult[]>) => onDone(answer.data)}
    >
      <AcceptFields body={body} categoryNote={<CategoryChanges body={body} cases={cases ?? []} />} />
    </FormDialog>
  );
}

/** What the chosen category does to the selected cases: the ones it changes, from what; or those left without one. */
function CategoryChanges({ body, cases }: { body: BodyCode; cases: CaseRow[] }) {
  const { t, i18n } = useTranslation();
  const category = Form.useWatch('category', Form.useFormInstance()) as string | undefined;
  const options = categoryOptions(useReportOptions(), body, i18n.language);
  if (!category) {
    const missing = cases.filter((row) => !row.category).length;
    return missing > 0 ? <Typography.Text type="warning">{t('cases.batch.categoryMissing', { count: missing })}</Typography.Text> : null;
  }
  const label = options.find((option) => option.value === category)?.label ?? category;
  const changed = cases.filter((row) => row.category !== category);
  if (changed.length === 0) return <span className="batch-category-changes">{t('cases.batch.categoryKept')}</span>;
  return (
    <div className="batch-category-changes" role="status">
      <Typography.Text type="warning">{t('cases.batch.categoryChanges', { count: changed.length, category: label })}</Typography.Text>
      <ul style={{ maxHeight: 160, overflowY: 'auto', margin: '4px 0 0', paddingInlineStart: 20 }}>
        {changed.map((row) => (
          <li key={row.id}>
            {t('cases.batch.categoryChange', { name: row.caseNo ?? row.title, from: row.categoryLabel || '—', to: label })}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** 批量催办: every open assignment of the selected cases, with one note; each case on its own. */
export function BatchUrgeDialog({ cases, onClose, onDone }: Omit<BatchDialogProps, 'body'>) {
  const { t } = useTranslation();
  const after = useAfterCaseWrite();
  const fields = useSchemaRules(CaseBatchUrgeBody);
  const ids = (cases ?? []).map((ref) => ref.id);
  return (
    <FormDialog<{ note: string }, BatchCaseResult[]>
      open={cases !== null}
      name="caseBatchUrge"
      title={t('cases.batch.urgeTitle', { count: ids.length })}
      okText={t('cases.batch.urge')}
      initialValues={{ note: '' }}
      submit={(values) => after(batchUrgeCases({ ...values, cases: refsOf(cases ?? []) }), ids)}
      announces={() => false}
      onClose={onClose}
      onSaved={(answer: Envelope<BatchCaseResult[]>) => onDone(answer.data)}
    >
      <TextField name="note" label={t('cases.batch.note')} field={fields.note} rows={3} />
    </FormDialog>
  );
}
