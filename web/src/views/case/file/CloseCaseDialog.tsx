import { ASSIGNMENT_ROLES, ASSIGNMENT_STATUSES, type CaseAssignment, type CaseFile } from '@proposal-desk/shared';
import { Alert, Button, List, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closeCase } from '../../../api/cases';
import { caseName, labelIn } from '../shared/case-options';
import { useCaseCommand } from '../shared/case-queries';
import { isOpenAssignment } from './open-assignments';
import { WithdrawAssignmentDialog } from './WithdrawAssignmentDialog';

interface CloseCaseDialogProps {
  file: CaseFile;
  open: boolean;
  onClose(): void;
}

/**
 * 办结: a case closes only with every unit done (domain.md "Closing"). While a unit is still at work the
 * dialog lists it, offers to withdraw a co-unit's assignment with a reason, and keeps 办结 disabled.
 */
export function CloseCaseDialog({ file, open, onClose }: CloseCaseDialogProps) {
  const { t, i18n } = useTranslation();
  const command = useCaseCommand();
  const [closing, setClosing] = useState(false);
  const [withdrawing, setWithdrawing] = useState<CaseAssignment | null>(null);
  const stillOpen = file.assignments.filter(isOpenAssignment);
  const canWithdraw = (row: CaseAssignment) => file.actions.includes('withdrawAssignment') && row.role === 'CO';

  const close = async () => {
    setClosing(true);
    try {
      await command(() => closeCase({ id: file.id, version: file.version }), [file.id]);
      onClose();
    } finally {
      setClosing(false);
    }
  };

  return (
    <>
      <Modal
        open={open && withdrawing === null}
        title={t('cases.actions.close')}
        okText={t('cases.actions.close')}
        okButtonProps={{ disabled: stillOpen.length > 0, loading: closing, className: 'case-close-ok' }}
        onOk={() => void close()}
        onCancel={onClose}
        destroyOnHidden
      >
        {stillOpen.length === 0 ? (
          <p>{t('cases.confirm.close', { name: caseName(file) })}</p>
        ) : (
          <>
            <Alert type="warning" showIcon title={t('caseClosing.openUnits')} style={{ marginBottom: 12 }} />
            <List<CaseAssignment>
              size="small"
              bordered
              dataSource={stillOpen}
              renderItem={(row) => (
                <List.Item
                  actions={
                    canWithdraw(row)
                      ? [
                          <Button key="withdraw" size="small" danger onClick={() => setWithdrawing(row)}>
                            {t('caseClosing.withdraw')}
                          </Button>,
                        ]
                      : []
                  }
                >
                  {t('caseClosing.openUnit', {
                    unit: row.unitName,
                    role: labelIn(ASSIGNMENT_ROLES, row.role, i18n.language),
                    status: labelIn(ASSIGNMENT_STATUSES, row.status, i18n.language),
                  })}
                </List.Item>
              )}
            />
          </>
        )}
      </Modal>
      <WithdrawAssignmentDialog file={file} assignment={withdrawing} onClose={() => setWithdrawing(null)} />
    </>
  );
}
