import { Input, type InputProps } from 'antd';
import { FieldItem, type FieldProps } from './field-layout';

export interface TextFieldProps extends FieldProps, Omit<InputProps, 'name' | 'maxLength'> {
  /** A text area of this many rows instead of a one-line input. */
  rows?: number;
  password?: boolean;
}

/** A labelled text input whose rules and length limit come from the shared schema. */
export function TextField({ name, label, field, rules, item, column, rows, password, ...input }: TextFieldProps) {
  const common = { 'aria-label': label, maxLength: field?.maxLength };
  return (
    <FieldItem {...{ name, label, field, rules, item, column }}>
      {rows ? (
        <Input.TextArea rows={rows} {...common} disabled={input.disabled} placeholder={input.placeholder} />
      ) : password ? (
        <Input.Password {...input} {...common} />
      ) : (
        <Input allowClear {...input} {...common} />
      )}
    </FieldItem>
  );
}
