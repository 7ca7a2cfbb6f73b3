import { Col, Form, type ColProps, type FormItemProps, type FormRule } from 'antd';
import type { ReactNode } from 'react';
import type { FieldRules } from './schema-rules';

export type FieldItemProps = Omit<FormItemProps, 'name' | 'label' | 'rules' | 'children'>;

/** What every field of the kit takes: its name, label, shared-schema rules, further checks and place. */
export interface FieldProps {
  name: FormItemProps['name'];
  /** Shown above the field and read out as its name. */
  label: string;
  /** The field's rules (and limits) from its shared schema. */
  field?: FieldRules;
  /** Checks beyond the schema's, e.g. a name already used by a sibling; they run once the schema's pass. */
  rules?: FormRule[];
  item?: FieldItemProps;
  /** The grid column of the form's Row the field takes; without one it takes a line of its own. */
  column?: ColProps;
}

/** The grid columns a dialog's fields take: half a line (a whole one on a phone), a third, or the whole line. */
export const COLUMNS = { half: { xs: 24, sm: 12 }, third: { xs: 12, sm: 8 }, whole: { span: 24 } } as const satisfies Record<
  string,
  ColProps
>;

/** A field placed in a grid column of its form's Row, or on its own line without one. */
export function InColumn({ column, children }: { column?: ColProps; children: ReactNode }) {
  return column ? <Col {...column}>{children}</Col> : children;
}

/** The labelled form item of a field, with its rules, in its grid column. */
export function FieldItem({ name, label, field, rules = [], item, column, children }: FieldProps & { children: ReactNode }) {
  return (
    <InColumn column={column}>
      <Form.Item name={name} label={label} rules={[...(field?.rules ?? []), ...rules]} validateFirst={rules.length > 0} {...item}>
        {children}
      </Form.Item>
    </InColumn>
  );
}
