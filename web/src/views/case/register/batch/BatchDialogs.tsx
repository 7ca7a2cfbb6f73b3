import { type BatchCaseResult, type BodyCode, CaseBatchUrgeBody, type TCaseRef } from '@proposal-desk/shared';
import { useTranslation } from 'react-i18next';
import { batchAcceptCases, batchUrgeCases, type CaseBatchAcceptValues } from '../../../../api/cases';
import type { Envelope } from '@proposal-desk/shared';
import { FormDialog } from '../../../../components/form/FormDialog';
import { useSchemaRules } from '../../../../components/form/schema-rules';
import { TextField } from '../../../../components/form/TextField';
import { AcceptFields } from '../../file/AcceptDialog';
import { useAfterCaseWrite } from '../../shared/case-queries';

interface BatchDialogProps {
  body: BodyCode;
  cases: TCaseRef[] | null;
  onClose(): void;
  onDone(results: BatchCaseResult[]): void;
}

const refsOf = (cases: TCaseRef[]) => cases.map(({ id, version }) => ({ id, version }));

/** 批量立案: the selected cases, each accepted on its own with the same review. */
export function BatchAcceptDialog({ body, cases, onClose, onDone }: BatchDialogProps) {
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
      <AcceptFields body={body} />
    </FormDialog>
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
