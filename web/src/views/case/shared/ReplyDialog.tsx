import {
  ADOPTIONS,
  CaseReplyBody,
  parseAttachments,
  REPLY_ATTACHMENTS_MAX,
  RESULT_CATEGORIES,
  type CaseActionAnswer,
} from '@proposal-desk/shared';
import { Alert, App, type FormRule, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { type CaseReplyValues, replyCase } from '../../../api/case-handling';
import { useMessageText } from '../../../components/dialogs/use-message-text';
import { SelectField } from '../../../components/form/ChoiceField';
import { COLUMNS, FieldItem } from '../../../components/form/field-layout';
import { FormDialog } from '../../../components/form/FormDialog';
import { useSchemaRules } from '../../../components/form/schema-rules';
import { TextField } from '../../../components/form/TextField';
import { FileUpload } from '../../../components/upload';
import { labelIn, labelledOptions } from './case-options';
import { CoOpinionsField } from './CoOpinionsField';
import { PromiseFields } from './PromiseFields';
import { PastDayField, today } from './PastDayField';
import { assignmentRefOf, isOpinion, type UnitDialogProps, useAfterUnitWrite, withTarget } from './unit-writes';

/** The form keeps the attachments as the upload field does (`name|url`, joined with `,`). */
type ReplyFormValues = Omit<CaseReplyValues, 'id' | 'version' | 'assignmentId' | 'attachments'> & { attachments?: string };

const attachmentsOf = (value: string | undefined) => parseAttachments(value).map(({ name, url }) => ({ name, url }));

/**
 * 答复: the letter to the submitter (文号, 签发人, date, 办理类别 A–D, 采纳情况, text, attachments). On a 协办
 * assignment the same letter is the unit's opinion, and it goes to the 主办 unit.
 */
export function ReplyDialog({ target, onClose }: UnitDialogProps) {
  const { t, i18n } = useTranslation();
  const message = useMessageText();
  const fields = useSchemaRules(CaseReplyBody);
  const after = useAfterUnitWrite();
  const label = (key: string) => t(`caseHandling.reply.${key}`);
  const opinion = target !== null && isOpinion(target.role);
  const name = target?.caseName ?? '';
  const categories = RESULT_CATEGORIES.map(({ value }) => ({
    value,
    label: `${value} ${labelIn(RESULT_CATEGORIES, value, i18n.language)}`,
  }));
  const atMostTen: FormRule = {
    validator: async (_rule, value: string | undefined) => {
      if (attachmentsOf(value).length > REPLY_ATTACHMENTS_MAX) throw new Error(message('case.tooManyAttachments'));
    },
  };

  const { modal } = App.useApp();
  // The official reply goes to the submitters and cannot be taken back: it is sent once confirmed.
  const confirmSending = async () =>
    opinion || (await modal.confirm({ title: label('confirmTitle'), content: label('confirmContent'), okText: label('confirmOk') }));

  const submit = async ({ attachments, ...values }: ReplyFormValues) => {
    if (!(await confirmSending())) throw new Error('not confirmed');
    return withTarget(target, (shown) =>
      after(replyCase({ ...values, ...assignmentRefOf(shown), attachments: attachmentsOf(attachments) }), shown.caseId),
    );
  };

  return (
    <FormDialog<ReplyFormValues, CaseActionAnswer>
      open={target !== null}
      name="caseReply"
      title={opinion ? t('caseHandling.reply.opinionTitle', { name }) : t('caseHandling.reply.title', { name })}
      okText={label('ok')}
      width={720}
      initialValues={{ docNo: '', signer: '', repliedOn: today(), content: '', attachments: '', withoutOpinions: false }}
      submit={submit}
      onClose={onClose}
    >
      {opinion ? <Alert type="info" showIcon title={label('opinionHint')} style={{ marginBottom: 16 }} /> : null}
      {target?.role === 'LEAD' ? <CoOpinionsField caseId={target.caseId} /> : null}
      <Row gutter={16}>
        <TextField name="docNo" label={label('docNo')} field={fields.docNo} column={COLUMNS.third} />
        <TextField name="signer" label={label('signer')} field={fields.signer} column={COLUMNS.third} />
        <PastDayField name="repliedOn" label={label('repliedOn')} field={fields.repliedOn} column={COLUMNS.third} />
        <SelectField
          name="resultCategory"
          label={label('resultCategory')}
          field={fields.resultCategory}
          column={COLUMNS.half}
          options={categories}
        />
        <SelectField
          name="adoption"
          label={label('adoption')}
          field={fields.adoption}
          column={COLUMNS.half}
          options={labelledOptions(ADOPTIONS, i18n.language)}
        />
      </Row>
      {opinion ? null : <PromiseFields label={label} field={fields} />}
      <TextField name="content" label={label(opinion ? 'opinionContent' : 'content')} field={fields.content} rows={8} />
      <FieldItem name="attachments" label={label('attachments')} rules={[atMostTen]}>
        <FileUpload buttonText={label('chooseFiles')} />
      </FieldItem>
    </FormDialog>
  );
}
