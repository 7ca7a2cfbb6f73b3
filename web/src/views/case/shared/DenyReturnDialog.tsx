import { CaseReturnDecisionBody, type ReturnRequestRow } from '@proposal-desk/shared';
import { useTranslation } from 'react-i18next';
import { decideReturn } from '../../../api/cases';
import { useMessageText } from '../../../components/dialogs/use-message-text';
import { FormDialog } from '../../../components/form/FormDialog';
import { useSchemaRules } from '../../../components/form/schema-rules';
import { TextField } from '../../../components/form/TextField';
import { useAfterCaseWrite } from './case-queries';

interface DenyReturnDialogProps {
  request: ReturnRequestRow | null;
  onClose(): void;
}

/** 不同意 a unit's return request: the reason is required and goes to the unit. */
export function DenyReturnDialog({ request, onClose }: DenyReturnDialogProps) {
  const { t } = useTranslation();
  const message = useMessageText();
  const fields = useSchemaRules(CaseReturnDecisionBody);
  const after = useAfterCaseWrite();
  const submit = ({ reason }: { reason: string }) =>
    after(
      decideReturn({
        id: request?.caseId ?? 0,
        version: request?.caseVersion ?? 0,
        assignmentId: request?.assignmentId ?? 0,
        approve: false,
        reason,
      }),
      request ? [request.caseId] : [],
    );
  return (
    <FormDialog<{ reason: string }>
      open={request !== null}
      name="caseDenyReturn"
      title={t('cases.returns.denyTitle', { unit: request?.unitName ?? '' })}
      okText={t('cases.returns.deny')}
      initialValues={{ reason: '' }}
      submit={submit}
      onClose={onClose}
    >
      <TextField
        name="reason"
        label={t('cases.returns.denyReason')}
        field={fields.reason}
        rules={[{ required: true, whitespace: true, message: message('case.reasonRequired') }]}
        rows={4}
      />
    </FormDialog>
  );
}
