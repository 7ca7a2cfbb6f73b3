import type { CaseKind } from '@proposal-desk/shared';
import type { FieldRules } from '../../../components/form/schema-rules';
import { TextField } from '../../../components/form/TextField';

type TextName = 'title' | 'content' | 'reason' | 'solution';

interface CaseText {
  kind: CaseKind;
  content?: unknown;
  reason?: unknown;
  solution?: unknown;
}

/** A case's text as the API takes it: a motion's is its 理由 and 办法, any other case's its 内容. */
export function caseTextOf<Values extends CaseText>(values: Values): Values {
  const motion = values.kind === 'MOTION';
  // The same fields with the other kind's text emptied: the shape of the values is unchanged.
  return {
    ...values,
    content: motion ? '' : values.content,
    reason: motion ? values.reason : '',
    solution: motion ? values.solution : '',
  } as Values;
}

interface CaseTextFieldsProps {
  kind: CaseKind | undefined;
  label: (name: TextName) => string;
  fields: Record<TextName, FieldRules>;
}

/** 案由, then 理由 and 办法 for a motion or 内容 for any other case. */
export function CaseTextFields({ kind, label, fields }: CaseTextFieldsProps) {
  return (
    <>
      <TextField name="title" label={label('title')} field={fields.title} />
      {kind === 'MOTION' ? (
        <>
          <TextField name="reason" label={label('reason')} field={fields.reason} rows={4} />
          <TextField name="solution" label={label('solution')} field={fields.solution} rows={4} />
        </>
      ) : (
        <TextField name="content" label={label('content')} field={fields.content} rows={6} />
      )}
    </>
  );
}
