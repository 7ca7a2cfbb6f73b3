import type { Envelope } from '@proposal-desk/shared';
import type { FormRule } from 'antd';
import { FormDialog } from '../../../components/form/FormDialog';
import type { FieldRules } from '../../../components/form/schema-rules';
import { TextField } from '../../../components/form/TextField';

interface NoteDialogProps {
  open: boolean;
  title: string;
  okText: string;
  /** Names the form (unique on the page). */
  name: string;
  label: string;
  field: FieldRules;
  /** Checks beyond the schema's (e.g. a reason the dialog requires). */
  rules?: FormRule[];
  submit(note: string): Promise<Envelope<unknown>>;
  onClose(): void;
}

/** An action that takes one text (不予立案's reason, 撤回's reason, 催办's note). */
export function NoteDialog({ open, title, okText, name, label, field, rules, submit, onClose }: NoteDialogProps) {
  return (
    <FormDialog<{ note: string }>
      open={open}
      name={name}
      title={title}
      okText={okText}
      initialValues={{ note: '' }}
      submit={({ note }) => submit(note ?? '')}
      onClose={onClose}
    >
      <TextField name="note" label={label} field={field} rules={rules} rows={4} />
    </FormDialog>
  );
}
