import type { FieldRules } from '../form/schema-rules';
import { TextField } from '../form/TextField';
import { strengthRule } from './password-rules';
import { useMessageText } from './use-message-text';

interface NewPasswordFieldProps {
  name: string;
  label: string;
  field: FieldRules;
  /** What a strong enough password needs, under the field. */
  hint: string;
}

/** A new password, typed hidden: its schema's rules, then the configured strength (level 3). */
export function NewPasswordField({ name, label, field, hint }: NewPasswordFieldProps) {
  const text = useMessageText();
  return (
    <TextField
      name={name}
      label={label}
      field={field}
      rules={[strengthRule(text)]}
      password
      autoComplete="new-password"
      item={{ extra: hint }}
    />
  );
}
