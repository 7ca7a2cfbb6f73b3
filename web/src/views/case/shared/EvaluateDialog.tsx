import { type CaseActionAnswer, type CaseFile, ReplyRating, SATISFACTION_RATINGS, SATISFACTIONS } from '@proposal-desk/shared';
import { Alert, Card, Radio, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { type CaseEvaluateValues, evaluateCase } from '../../../api/case-submitter';
import { COLUMNS, FieldItem } from '../../../components/form/field-layout';
import { FormDialog } from '../../../components/form/FormDialog';
import { useSchemaRules } from '../../../components/form/schema-rules';
import { TextField } from '../../../components/form/TextField';
import { labelledOptions } from './case-options';
import { useAfterCaseWrite } from './case-queries';

type Rating = Omit<CaseEvaluateValues['ratings'][number], 'assignmentId'>;
interface EvaluateValues {
  ratings: Rating[];
}

interface EvaluateDialogProps {
  open: boolean;
  file: Pick<CaseFile, 'id' | 'version' | 'toEvaluate'>;
  onClose(): void;
}

/**
 * 测评: one block per reply awaiting a rating — 办理工作 and 办理结果 (both required) and a comment —
 * sent together. Afterwards the case file is asked again (已测评, or 重新办理 after a 不满意).
 */
export function EvaluateDialog({ open, file, onClose }: EvaluateDialogProps) {
  const { t, i18n } = useTranslation();
  const after = useAfterCaseWrite();
  const rules = useSchemaRules(ReplyRating);
  const label = (key: string) => t(`caseMine.evaluate.${key}`);
  const ratings = labelledOptions(SATISFACTIONS, i18n.language, SATISFACTION_RATINGS);
  const blank = { ratings: file.toEvaluate.map(() => ({ comment: '' })) };

  const submit = ({ ratings: given }: EvaluateValues) =>
    after(
      evaluateCase({
        id: file.id,
        version: file.version,
        ratings: file.toEvaluate.flatMap((reply, index) => {
          const rating = given[index];
          return rating ? [{ assignmentId: reply.assignmentId, ...rating }] : [];
        }),
      }),
      [file.id],
    );

  return (
    <FormDialog<EvaluateValues, CaseActionAnswer>
      open={open}
      name="caseEvaluate"
      title={label('title')}
      okText={label('ok')}
      width={720}
      initialValues={blank}
      submit={submit}
      onClose={onClose}
    >
      <Alert type="info" showIcon title={label('note')} style={{ marginBottom: 16 }} />
      {file.toEvaluate.map((reply, index) => {
        const heading = t('caseMine.evaluate.reply', { unit: reply.unitName, round: reply.round });
        return (
          <Card key={reply.assignmentId} size="small" title={heading} role="group" aria-label={heading} style={{ marginBottom: 12 }}>
            <Row gutter={16}>
              {(['work', 'result'] as const).map((aspect) => (
                <FieldItem key={aspect} name={['ratings', index, aspect]} label={label(aspect)} field={rules[aspect]} column={COLUMNS.half}>
                  <Radio.Group aria-label={label(aspect)} options={ratings} />
                </FieldItem>
              ))}
            </Row>
            <TextField name={['ratings', index, 'comment']} label={label('comment')} field={rules.comment} rows={2} />
          </Card>
        );
      })}
    </FormDialog>
  );
}
