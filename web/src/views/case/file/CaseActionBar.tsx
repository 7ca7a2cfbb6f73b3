import { PrinterOutlined } from '@ant-design/icons';
import { type CaseActionName, CaseRejectBody, type CaseFile, CaseWithdrawBody } from '@proposal-desk/shared';
import { App, Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerCase, rejectCase, withdrawCase } from '../../../api/cases';
import { useSchemaRules } from '../../../components/form/schema-rules';
import { AssignDialog } from '../shared/AssignDialog';
import { caseName } from '../shared/case-options';
import { useAfterCaseWrite, useCaseCommand } from '../shared/case-queries';
import { DraftDialog } from '../shared/DraftDialog';
import { EvaluateDialog } from '../shared/EvaluateDialog';
import { useCosignAnswer, useSubmitDraft } from '../shared/submitter-writes';
import { AcceptDialog } from './AcceptDialog';
import { CloseCaseDialog } from './CloseCaseDialog';
import { MergeDialog } from './MergeDialog';
import { NoteDialog } from './NoteDialog';
import { PublishDialog } from './PublishDialog';
import { documentReportOf, openCaseDocument } from './print-document';

/** The case-level actions, in the order the bar shows them (urge and removeAssignment are per assignment). */
const BAR_ACTIONS = ['register', 'accept', 'merge', 'reject', 'assign', 'close', 'withdraw'] as const satisfies readonly CaseActionName[];
type BarAction = (typeof BAR_ACTIONS)[number];
type Dialog = Exclude<BarAction, 'register'> | 'editDraft' | 'evaluate' | 'publish' | null;

/** The buttons of the actions the server allows on the case now (the office's or the submitter's), and 打印. */
export function CaseActionBar({ file }: { file: CaseFile }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const command = useCaseCommand();
  const after = useAfterCaseWrite();
  const submitDraft = useSubmitDraft();
  const answerCosign = useCosignAnswer();
  const rejectRules = useSchemaRules(CaseRejectBody);
  const withdrawRules = useSchemaRules(CaseWithdrawBody);
  const [dialog, setDialog] = useState<Dialog>(null);
  const ref = { id: file.id, version: file.version };
  const target = { ...ref, title: file.title, body: file.body };
  const close = () => setDialog(null);
  const label = (action: BarAction) => t(`cases.actions.${action}`);
  const allows = (action: CaseActionName) => file.actions.includes(action);
  const mine = (key: string) => t(`caseMine.actions.${key}`);

  const open = (action: BarAction) => {
    if (action === 'register')
      modal.confirm({
        title: label('register'),
        content: t('cases.confirm.register', { name: caseName(file) }),
        onOk: () => command(() => registerCase(ref), [file.id]),
      });
    else setDialog(action);
  };

  return (
    <>
      <Space wrap>
        {allows('editDraft') ? (
          <Button className="case-action-editDraft" onClick={() => setDialog('editDraft')}>
            {mine('editDraft')}
          </Button>
        ) : null}
        {allows('submit') ? (
          <Button className="case-action-submit" type="primary" onClick={() => submitDraft(target)}>
            {mine('submit')}
          </Button>
        ) : null}
        {BAR_ACTIONS.filter((action) => file.actions.includes(action)).map((action) => (
          <Button
            key={action}
            className={`case-action-${action}`}
            type={action === 'assign' || action === 'accept' ? 'primary' : 'default'}
            danger={action === 'reject' || action === 'withdraw'}
            onClick={() => open(action)}
          >
            {label(action)}
          </Button>
        ))}
        {allows('respondCosign') ? (
          <>
            <Button className="case-action-acceptCosign" type="primary" onClick={() => answerCosign(target, true)}>
              {mine(`accept.${file.body}`)}
            </Button>
            <Button className="case-action-declineCosign" danger onClick={() => answerCosign(target, false)}>
              {mine(`decline.${file.body}`)}
            </Button>
          </>
        ) : null}
        {allows('evaluate') ? (
          <Button className="case-action-evaluate" type="primary" onClick={() => setDialog('evaluate')}>
            {mine('evaluate')}
          </Button>
        ) : null}
        {allows('publish') ? (
          <Button className="case-action-publish" onClick={() => setDialog('publish')}>
            {t('publicReplies.publish.action')}
          </Button>
        ) : null}
        {documentReportOf(file.kind) ? (
          <Button icon={<PrinterOutlined />} onClick={() => openCaseDocument(file.kind, file.id)}>
            {t('cases.actions.print')}
          </Button>
        ) : null}
      </Space>
      <AcceptDialog file={file} open={dialog === 'accept'} onClose={close} />
      <CloseCaseDialog file={file} open={dialog === 'close'} onClose={close} />
      <MergeDialog file={file} open={dialog === 'merge'} onClose={close} />
      <AssignDialog target={dialog === 'assign' ? { batch: false, case: ref } : null} onClose={close} />
      <NoteDialog
        open={dialog === 'reject'}
        name="caseReject"
        title={label('reject')}
        okText={label('reject')}
        label={t('cases.reject.reason')}
        field={rejectRules.reason}
        submit={(reason) => after(rejectCase({ ...ref, reason }), [file.id])}
        onClose={close}
      />
      <NoteDialog
        open={dialog === 'withdraw'}
        name="caseWithdraw"
        title={label('withdraw')}
        okText={label('withdraw')}
        label={t('cases.withdraw.reason')}
        field={withdrawRules.reason}
        submit={(reason) => after(withdrawCase({ ...ref, reason }), [file.id])}
        onClose={close}
      />
      {allows('editDraft') ? <DraftDialog body={file.body} draftId={file.id} open={dialog === 'editDraft'} onClose={close} /> : null}
      {allows('evaluate') ? <EvaluateDialog file={file} open={dialog === 'evaluate'} onClose={close} /> : null}
      {allows('publish') ? <PublishDialog file={file} open={dialog === 'publish'} onClose={close} /> : null}
    </>
  );
}
