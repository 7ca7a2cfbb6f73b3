import {
  type BatchCaseResult,
  COMMITMENT_PROGRESS,
  type Commitment,
  CommitmentReportBody,
  CommitmentRequestBody,
  type Envelope,
} from '@proposal-desk/shared';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { reportCommitment, requestCommitmentUpdates } from '../../../api/commitments';
import { SelectField } from '../../../components/form/ChoiceField';
import { FormDialog } from '../../../components/form/FormDialog';
import { useSchemaRules } from '../../../components/form/schema-rules';
import { TextField } from '../../../components/form/TextField';
import { labelledOptions } from '../shared/case-options';
import { useAfterCaseWrite } from '../shared/case-queries';
import { PastDayField, today } from '../shared/PastDayField';

interface RequestDialogProps {
  commitments: Commitment[] | null;
  onClose(): void;
  onDone(results: BatchCaseResult[]): void;
}

/** 请求更新: the office asks the units of the chosen commitments where each stands, with a note they read. */
export function RequestUpdatesDialog({ commitments, onClose, onDone }: RequestDialogProps) {
  const { t } = useTranslation();
  const after = useAfterCaseWrite();
  const fields = useSchemaRules(CommitmentRequestBody);
  const chosen = commitments ?? [];
  return (
    <FormDialog<{ note: string }, BatchCaseResult[]>
      open={commitments !== null}
      name="commitmentRequestUpdate"
      title={t('commitments.requestTitle', { count: chosen.length })}
      okText={t('commitments.request')}
      initialValues={{ note: '' }}
      submit={({ note }) =>
        after(
          requestCommitmentUpdates({ commitmentIds: chosen.map((c) => c.id), note: note ?? '' }),
          chosen.map((c) => c.caseId),
        )
      }
      announces={() => false}
      onClose={onClose}
      onSaved={(answer: Envelope<BatchCaseResult[]>) => onDone(answer.data)}
    >
      <TextField name="note" label={t('commitments.requestNote')} field={fields.note} rows={3} />
    </FormDialog>
  );
}

interface ReportValues {
  progress: Commitment['updates'][number]['progress'];
  text: string;
  reportedOn: string;
}

/** 报告进展: the unit says where its commitment stands — under way, kept, or why it cannot be kept. */
export function ReportCommitmentDialog({ commitment, onClose }: { commitment: Commitment | null; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const after = useAfterCaseWrite();
  const fields = useSchemaRules(CommitmentReportBody);
  const label = (key: string) => t(`commitments.${key}`);
  const submit = (values: ReportValues) => {
    if (!commitment) return Promise.reject(new Error('no commitment'));
    const ref = { id: commitment.caseId, version: commitment.caseVersion, commitmentId: commitment.id };
    return after(reportCommitment({ ...ref, ...values }), [commitment.caseId]);
  };
  return (
    <FormDialog<ReportValues>
      open={commitment !== null}
      name="commitmentReport"
      title={t('commitments.reportTitle', { name: commitment?.caseNo ?? commitment?.title ?? '' })}
      okText={label('report')}
      initialValues={{ text: '', reportedOn: today() }}
      submit={submit}
      onClose={onClose}
    >
      {commitment ? (
        <Typography.Paragraph type="secondary">
          {t('commitments.promiseLabel', { promise: commitment.promise || t('commitments.noPromise') })}
        </Typography.Paragraph>
      ) : null}
      <SelectField
        name="progress"
        label={label('progress')}
        field={fields.progress}
        options={labelledOptions(COMMITMENT_PROGRESS, i18n.language)}
      />
      <TextField name="text" label={label('text')} field={fields.text} rows={4} />
      <PastDayField name="reportedOn" label={label('reportedOn')} field={fields.reportedOn} />
    </FormDialog>
  );
}
