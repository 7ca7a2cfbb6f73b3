import { CASE_KINDS, CASE_PERIODS, CaseEnterBody, type CaseActionAnswer } from '@proposal-desk/shared';
import { Form, Radio, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { type CaseEnterValues, enterCase } from '../../../api/cases';
import { useMessageText } from '../../../components/dialogs/use-message-text';
import { SelectField } from '../../../components/form/ChoiceField';
import { COLUMNS, FieldItem } from '../../../components/form/field-layout';
import { FormDialog, type FormDialogControl } from '../../../components/form/FormDialog';
import { useSchemaRules } from '../../../components/form/schema-rules';
import { useReportOptions } from '../../report/use-report-data';
import { useMemberOptions } from '../../delegate/use-member-options';
import { type Body, currentSessionId, KINDS_OF_BODY, labelledOptions, sessionOptions } from '../shared/case-options';
import { useCaseRefresh } from '../shared/case-queries';
import { attachmentListOf, CaseAttachmentsField } from '../shared/CaseAttachmentsField';
import { CaseTextFields, caseTextOf } from '../shared/CaseTextFields';
import { SimilarCasesOfForm } from '../shared/similar/SimilarCasesOfForm';
import { MemberSelect } from '../shared/MemberSelect';

type Submitter = 'member' | 'group';
type EnterFormValues = Omit<CaseEnterValues, 'body' | 'attachments'> & { submitter: Submitter; attachments?: string };

interface EnterCaseDialogProps extends FormDialogControl<CaseActionAnswer> {
  body: Body;
}

/** The body as the API takes it: a member leads (with co-signers) or a group submits; a motion has 理由 and 办法. */
function bodyOf(body: Body, { submitter, ...values }: EnterFormValues): CaseEnterValues {
  return {
    ...caseTextOf(values),
    body,
    leadMemberId: submitter === 'member' ? values.leadMemberId : undefined,
    cosignerIds: submitter === 'member' ? (values.cosignerIds ?? []) : [],
    groupId: submitter === 'group' ? values.groupId : undefined,
    attachments: attachmentListOf(values.attachments),
  };
}

/** 录入: a paper case entered on a submitter's behalf (registered at once). */
export function EnterCaseDialog({ body, ...control }: EnterCaseDialogProps) {
  const { t, i18n } = useTranslation();
  const message = useMessageText();
  const [form] = Form.useForm<EnterFormValues>();
  const kind = Form.useWatch('kind', form);
  const submitter = Form.useWatch('submitter', form);
  const fields = useSchemaRules(CaseEnterBody);
  const report = useReportOptions();
  const groups = useMemberOptions().delegations.filter((group) => group.body === body);
  const refresh = useCaseRefresh();
  const label = (key: string) => t(`cases.enter.${key}`);
  const chosen = { required: true, message: message('case.submitterRequired') };

  return (
    <FormDialog<EnterFormValues, CaseActionAnswer>
      {...control}
      form={form}
      name="caseEnter"
      title={t(`cases.enter.dialogTitle.${body}`)}
      width={720}
      initialValues={{
        kind: KINDS_OF_BODY[body][0],
        sessionId: currentSessionId(report, body),
        period: 'DURING',
        submitter: 'member',
        attachments: '',
      }}
      submit={(values) => enterCase(bodyOf(body, values))}
      onSaved={(answer) => {
        void refresh([]);
        control.onSaved?.(answer);
      }}
    >
      <Row gutter={16}>
        <SelectField
          name="kind"
          label={label('kind')}
          field={fields.kind}
          column={COLUMNS.third}
          allowClear={false}
          options={labelledOptions(CASE_KINDS, i18n.language, KINDS_OF_BODY[body])}
        />
        <SelectField
          name="sessionId"
          label={label('session')}
          field={fields.sessionId}
          column={COLUMNS.third}
          options={sessionOptions(report, body)}
        />
        <SelectField
          name="period"
          label={label('period')}
          field={fields.period}
          column={COLUMNS.third}
          allowClear={false}
          options={labelledOptions(CASE_PERIODS, i18n.language)}
        />
      </Row>
      <CaseTextFields kind={kind} label={label} fields={fields} />
      <Form.Item name="submitter" label={label('submitter')}>
        <Radio.Group
          aria-label={label('submitter')}
          options={[
            { value: 'member', label: label('byMember') },
            { value: 'group', label: label('byGroup') },
          ]}
        />
      </Form.Item>
      {submitter === 'group' ? (
        <SelectField name="groupId" label={label('group')} field={fields.groupId} rules={[chosen]} search options={groups} />
      ) : (
        <Row gutter={16}>
          <FieldItem name="leadMemberId" label={label('lead')} field={fields.leadMemberId} rules={[chosen]} column={COLUMNS.half}>
            <MemberSelect<number> body={body} aria-label={label('lead')} />
          </FieldItem>
          <FieldItem name="cosignerIds" label={label('cosigners')} field={fields.cosignerIds} column={COLUMNS.half}>
            <MemberSelect<number[]> body={body} multiple aria-label={label('cosigners')} />
          </FieldItem>
        </Row>
      )}
      <CaseAttachmentsField />
      {/* Last: it appears while the text is typed, and would push the fields below it from under the pointer. */}
      <SimilarCasesOfForm body={body} />
    </FormDialog>
  );
}
