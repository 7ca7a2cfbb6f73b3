import {
  CASE_KINDS,
  CASE_PERIODS,
  type CaseActionAnswer,
  CaseDraftBody,
  type CaseFile,
  type Envelope,
  submissionProblems,
  translate,
} from '@proposal-desk/shared';
import { useQuery } from '@tanstack/react-query';
import { Form, Radio, Row, type FormRule } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type CaseDraftValues, saveCaseDraft, submitCase } from '../../../api/case-submitter';
import { fetchCaseFile } from '../../../api/cases';
import { SelectField } from '../../../components/form/ChoiceField';
import { COLUMNS, FieldItem } from '../../../components/form/field-layout';
import { FormDialog, type FormDialogControl } from '../../../components/form/FormDialog';
import { type FieldRules, useSchemaRules } from '../../../components/form/schema-rules';
import { languageOf } from '../../../components/dialogs/use-message-text';
import { type Body, KINDS_OF_BODY, labelledOptions } from './case-options';
import { caseFileKey } from './case-cache';
import { useCaseRefresh } from './case-queries';
import { attachmentListOf, attachmentValueOf, CaseAttachmentsField } from './CaseAttachmentsField';
import { CaseTextFields, caseTextOf } from './CaseTextFields';
import { SimilarCasesOfForm } from './similar/SimilarCasesOfForm';
import { CosignerSelect } from './CosignerSelect';

type DraftValues = Pick<CaseDraftValues, 'kind' | 'title' | 'content' | 'reason' | 'solution' | 'period'> & {
  cosignerIds: number[];
  /** As the upload field keeps them (`name|url`, joined with `,`). */
  attachments?: string;
};
type SavedDraft = { id: number; version: number };

interface DraftDialogProps extends FormDialogControl<CaseActionAnswer> {
  body: Body;
  /** The draft to edit (its file is loaded), or null to write a new one. */
  draftId: number | null;
}

const blankDraft = (body: Body): DraftValues => ({
  kind: KINDS_OF_BODY[body][0] ?? 'SUGGESTION',
  title: '',
  content: '',
  reason: '',
  solution: '',
  period: 'DURING',
  cosignerIds: [],
  attachments: '',
});

const valuesOf = (file: CaseFile): DraftValues => ({
  kind: file.kind,
  title: file.title,
  content: file.content,
  reason: file.reason,
  solution: file.solution,
  period: file.period,
  cosignerIds: file.cosigners.map((cosigner) => cosigner.memberId),
  attachments: attachmentValueOf(file.attachments),
});

/** What SaveDraft takes: the draft's text (see caseTextOf), its co-signers, and which saved draft it updates. */
const draftBodyOf = (values: DraftValues, saved: SavedDraft | null): CaseDraftValues => ({
  ...caseTextOf(values),
  ...(saved ?? {}),
  cosignerIds: values.cosignerIds ?? [],
  attachments: attachmentListOf(values.attachments),
});

/**
 * 新建 / 编辑 a deputy's or member's own case: 暂存 keeps it as a draft; 提交 saves it and sends it to
 * the office in one click (its co-signers are then invited). Once saved, a later click updates the same
 * draft, so a refused 提交 tried again does not make a second one.
 */
export function DraftDialog({ body, draftId, ...control }: DraftDialogProps) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<DraftValues>();
  const kind = Form.useWatch('kind', form);
  const schemaFields = useSchemaRules(CaseDraftBody);
  // 暂存 keeps a partial draft; 提交 needs the whole text (and a motion its signers), as the server checks.
  const submitting = useRef(false);
  const submissionRule =
    (name: 'content' | 'reason' | 'solution' | 'cosignerIds'): FormRule =>
    ({ getFieldsValue }) => ({
      validator: async () => {
        if (!submitting.current) return;
        const values = getFieldsValue(true) as DraftValues;
        const text = (name: 'content' | 'reason' | 'solution') => String(values[name] ?? '');
        const submitted = { kind: values.kind, content: text('content'), reason: text('reason'), solution: text('solution') };
        const problem = submissionProblems({ ...submitted, cosigners: values.cosignerIds?.length ?? 0 }).find(
          (found) => found.field === name,
        );
        if (problem) throw new Error(translate(problem.key, languageOf(i18n.language), problem.params));
      },
    });
  const withSubmissionRule = (name: 'content' | 'reason' | 'solution' | 'cosignerIds'): FieldRules => ({
    ...schemaFields[name],
    rules: [...schemaFields[name].rules, submissionRule(name)],
  });
  const fields = {
    ...schemaFields,
    content: withSubmissionRule('content'),
    reason: withSubmissionRule('reason'),
    solution: withSubmissionRule('solution'),
    cosignerIds: withSubmissionRule('cosignerIds'),
  };
  const refresh = useCaseRefresh();
  const editing = draftId !== null;
  const file = useQuery({
    queryKey: caseFileKey(draftId ?? 0),
    queryFn: async ({ signal }) => (await fetchCaseFile(draftId ?? 0, signal)).data,
    enabled: control.open && editing,
  }).data;
  const saved = useRef<SavedDraft | null>(null);
  useEffect(() => {
    if (!control.open) saved.current = null;
  }, [control.open]);

  const label = (key: string) => t(`caseMine.draft.${key}`);
  const kinds = labelledOptions(CASE_KINDS, i18n.language, KINDS_OF_BODY[body]);
  const cosignerLabel = t(`caseMine.draft.cosigners.${body}`);
  const names = new Map((file?.cosigners ?? []).map((cosigner) => [cosigner.memberId, cosigner.name]));

  const save = async (values: DraftValues): Promise<Envelope<CaseActionAnswer>> => {
    const target = saved.current ?? (editing && file ? { id: file.id, version: file.version } : null);
    const answer = await saveCaseDraft(draftBodyOf(values, target)).finally(() => void refresh(target ? [target.id] : []));
    saved.current = { id: answer.data.id, version: answer.data.version };
    return answer;
  };
  const saveAndSubmit = async (values: DraftValues) => {
    const draft = (await save(values)).data;
    return submitCase({ id: draft.id, version: draft.version }).finally(() => void refresh([draft.id]));
  };

  return (
    <FormDialog<DraftValues, CaseActionAnswer>
      {...control}
      form={form}
      name="caseDraft"
      title={t(`caseMine.draft.${editing ? 'editTitle' : 'newTitle'}.${body}`)}
      width={720}
      ready={!editing || file !== undefined}
      initialValues={file ? valuesOf(file) : blankDraft(body)}
      okText={label('submit')}
      submit={saveAndSubmit}
      onSaving={(primary) => {
        submitting.current = primary;
      }}
      secondary={{ text: label('save'), submit: save }}
    >
      <Row gutter={16}>
        <SelectField
          name="kind"
          label={label('kind')}
          field={fields.kind}
          column={COLUMNS.half}
          allowClear={false}
          disabled={kinds.length < 2}
          options={kinds}
        />
        <FieldItem name="period" label={label('period')} field={fields.period} column={COLUMNS.half}>
          <Radio.Group aria-label={label('period')} options={labelledOptions(CASE_PERIODS, i18n.language)} />
        </FieldItem>
      </Row>
      <CaseTextFields kind={kind} label={label} fields={fields} />
      <FieldItem
        name="cosignerIds"
        label={cosignerLabel}
        field={fields.cosignerIds}
        item={kind === 'MOTION' ? { extra: label('motionHint') } : undefined}
      >
        <CosignerSelect aria-label={cosignerLabel} names={names} />
      </FieldItem>
      <CaseAttachmentsField />
      {/* Last: it appears while the text is typed, and would push the fields below it from under the pointer. */}
      <SimilarCasesOfForm body={body} />
    </FormDialog>
  );
}
