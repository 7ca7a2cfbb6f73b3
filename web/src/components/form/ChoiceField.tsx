import { Select, TreeSelect, type SelectProps, type TreeSelectProps } from 'antd';
import { FieldItem, type FieldProps } from './field-layout';

interface ChoiceProps extends FieldProps {
  /** Lets the user type to find an option by its label. */
  search?: boolean;
  placeholder?: string;
}

/** A labelled select (cleared with ×) whose rules come from the shared schema. */
export function SelectField({ name, label, field, rules, item, column, search, ...select }: ChoiceProps & SelectProps) {
  return (
    <FieldItem {...{ name, label, field, rules, item, column }}>
      <Select allowClear showSearch={search ? { optionFilterProp: 'label' } : undefined} {...select} aria-label={label} />
    </FieldItem>
  );
}

/** A labelled tree select, shown fully expanded, whose rules come from the shared schema. */
export function TreeSelectField({ name, label, field, rules, item, column, search, ...tree }: ChoiceProps & TreeSelectProps) {
  return (
    <FieldItem {...{ name, label, field, rules, item, column }}>
      <TreeSelect treeDefaultExpandAll showSearch={search} treeNodeFilterProp="title" {...tree} aria-label={label} />
    </FieldItem>
  );
}
