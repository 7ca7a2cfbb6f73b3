import { type CaseAssignment, type CaseFile, CaseWithdrawAssignmentBody } from '@proposal-desk/shared';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { withdrawAssignment } from '../../../api/cases';
import { useMessageText } from '../../../components/dialogs/use-message-text';
import { FormDialog } from '../../../components/form/FormDialog';
import { useSchemaRules } from '../../../components/form/schema-rules';
import { TextField } from '../../../components/form/TextField';
import { useAfterCaseWrite } from '../shared/case-queries';

interface WithdrawAssignmentDialogProps {
  file: CaseFile;
  /** The assignment to withdraw; null keeps the dialog closed. */
  assignment: CaseAssignment | null;
  onClose(): void;
}

/** 撤回交办: the office ends a co-unit's open assignment with a reason the timeline keeps and the unit is told. */
export function WithdrawAssignmentDialog({ file, assignment, onClose }: WithdrawAssignmentDialogProps) {
  const { t } = useTranslation();
  const message = useMessageText();
  const fields = useSchemaRules(CaseWithdrawAssignmentBody);
  const after = useAfterCaseWrite();
  const submit = ({ reason }: { reason: string }) =>
    after(withdrawAssignment({ id: file.id, version: file.version, assignmentId: assignment?.id ?? 0, reason }), [file.id]);
  return (
    <FormDialog<{ reason: string }>
      open={assignment !== null}
      name="caseWithdrawAssignment"
      title={t('caseClosing.withdrawTitle', { unit: assignment?.unitName ?? '' })}
      okText={t('caseClosing.withdraw')}
      initialValues={{ reason: '' }}
      submit={submit}
      onClose={onClose}
    >
      <Alert type="info" showIcon title={t('caseClosing.withdrawHint')} style={{ marginBottom: 16 }} />
      <TextField
        name="reason"
        label={t('caseClosing.withdrawReason')}
        field={fields.reason}
        rules={[{ required: true, whitespace: true, message: message('case.reasonRequired') }]}
        rows={4}
      />
    </FormDialog>
  );
}
