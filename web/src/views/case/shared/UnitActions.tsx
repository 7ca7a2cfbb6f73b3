import type { UnitActionName } from '@proposal-desk/shared';
import { App } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signAssignment } from '../../../api/case-handling';
import { ConsultDialog } from './ConsultDialog';
import { ReplyDialog } from './ReplyDialog';
import { RequestExtensionDialog } from './RequestExtensionDialog';
import { RequestReturnDialog } from './RequestReturnDialog';
import { assignmentRefOf, type UnitTarget, useUnitCommand } from './unit-writes';

type DialogAction = Exclude<UnitActionName, 'sign'>;

export interface UnitActions {
  /** Starts an action on an assignment: 签收 asks to confirm, the others open their dialog. */
  start(action: UnitActionName, target: UnitTarget): void;
  /** The dialogs, to render once on the page. */
  dialogs: ReactNode;
}

/** A handling unit's actions on its own assignments, for the workspace's rows and the case file alike. */
export function useUnitActions(): UnitActions {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const command = useUnitCommand();
  const [acting, setActing] = useState<{ action: DialogAction; target: UnitTarget } | null>(null);
  const targetOf = (action: DialogAction) => (acting?.action === action ? acting.target : null);
  const close = () => setActing(null);

  const start = (action: UnitActionName, target: UnitTarget) => {
    if (action !== 'sign') {
      setActing({ action, target });
      return;
    }
    modal.confirm({
      title: t('caseHandling.actions.sign'),
      content: t('caseHandling.confirm.sign', { name: target.caseName }),
      okText: t('caseHandling.actions.sign'),
      onOk: () => command(() => signAssignment(assignmentRefOf(target)), target.caseId),
    });
  };

  const dialogs = (
    <>
      <RequestReturnDialog target={targetOf('requestReturn')} onClose={close} />
      <RequestExtensionDialog target={targetOf('requestExtension')} onClose={close} />
      <ConsultDialog target={targetOf('consult')} onClose={close} />
      <ReplyDialog target={targetOf('reply')} onClose={close} />
    </>
  );
  return { start, dialogs };
}
