import dayjs, { type Dayjs } from 'dayjs';
import type { ReactElement } from 'react';

export interface FilterOption {
  value: string | number;
  label: string;
}

export interface FilterTreeOption {
  value: number;
  title: string;
  children: FilterTreeOption[];
}

interface FieldBase<N extends string> {
  name: N;
  label: string;
  placeholder?: string;
}

/** A free-text filter; `search` makes it a search box (Enter applies it). */
export interface TextField<N extends string> extends FieldBase<N> {
  kind: 'text';
  maxLength?: number;
  search?: boolean;
}

/** A choice among options, which may depend on the other filters as they are being filled in. */
export interface SelectField<N extends string, F> extends FieldBase<N> {
  kind: 'select';
  options: FilterOption[] | ((current: Partial<F>) => FilterOption[]);
  /** Lets the user type to find an option by its label. */
  searchable?: boolean;
  /** Several options at once (a code list, sent as `A,B`): a row matches any of them. */
  multiple?: boolean;
}

export interface TreeSelectField<N extends string> extends FieldBase<N> {
  kind: 'tree-select';
  treeData: FilterTreeOption[];
}

/** A range of calendar days, kept as two filters (`name` the first day, `end` the last), each YYYY-MM-DD. */
export interface DateRangeField<N extends string> {
  kind: 'date-range';
  name: N;
  end: N;
  label: string;
  placeholder?: [string, string];
}

/** One calendar day, kept as YYYY-MM-DD (e.g. the day figures are taken at). */
export interface DateField<N extends string> extends FieldBase<N> {
  kind: 'date';
}

/** A yes-only filter (e.g. 仅看逾期): ticked applies `true`, unticked leaves the filter out. */
export interface CheckboxField<N extends string> extends FieldBase<N> {
  kind: 'checkbox';
}

/**
 * A filter whose control the page brings (e.g. a picker searched on the server): the bar hands it
 * `value`, `onChange` and `aria-label`; its value is a string or a number.
 */
export interface CustomField<N extends string> extends FieldBase<N> {
  kind: 'custom';
  control: ReactElement<{ 'aria-label'?: string }>;
}

export type FilterField<F> =
  | TextField<keyof F & string>
  | SelectField<keyof F & string, F>
  | TreeSelectField<keyof F & string>
  | DateRangeField<keyof F & string>
  | DateField<keyof F & string>
  | CheckboxField<keyof F & string>
  | CustomField<keyof F & string>;

type FormValue = string | number | boolean | string[] | Dayjs | [Dayjs | null, Dayjs | null] | null | undefined;
export type FilterFormValues = Record<string, FormValue>;

const DAY = 'YYYY-MM-DD';

const dayOf = (text: unknown): Dayjs | null => {
  if (typeof text !== 'string') return null;
  const day = dayjs(text);
  return day.isValid() ? day : null;
};

/** The form's values for the applied filters (every field named, blank ones undefined). */
export function formValuesOf<F>(fields: readonly FilterField<F>[], filters: Partial<F>): FilterFormValues {
  const read = (name: keyof F & string): unknown => filters[name];
  const values: FilterFormValues = {};
  for (const field of fields) {
    if (field.kind === 'date-range') {
      const range: [Dayjs | null, Dayjs | null] = [dayOf(read(field.name)), dayOf(read(field.end))];
      values[field.name] = range[0] || range[1] ? range : undefined;
    } else if (field.kind === 'date') {
      values[field.name] = dayOf(read(field.name)) ?? undefined;
    } else if (field.kind === 'checkbox') {
      values[field.name] = read(field.name) === true;
    } else if (field.kind === 'select' && field.multiple) {
      const value = read(field.name);
      values[field.name] = Array.isArray(value) && value.length ? value.map(String) : undefined;
    } else {
      const value = read(field.name);
      values[field.name] = typeof value === 'string' || typeof value === 'number' ? value : undefined;
    }
  }
  return values;
}

/** The filters of the form's values: text trimmed, blank fields left out, a day range as its two days. */
export function filtersOf<F>(fields: readonly FilterField<F>[], values: FilterFormValues): Partial<F> {
  const filters: Record<string, string | number | boolean | string[]> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.kind === 'date-range') {
      const [from, to] = Array.isArray(value) ? value : [null, null];
      if (dayjs.isDayjs(from)) filters[field.name] = from.format(DAY);
      if (dayjs.isDayjs(to)) filters[field.end] = to.format(DAY);
    } else if (field.kind === 'date') {
      if (dayjs.isDayjs(value)) filters[field.name] = value.format(DAY);
    } else if (field.kind === 'checkbox') {
      if (value === true) filters[field.name] = true;
    } else if (Array.isArray(value)) {
      if (value.length) filters[field.name] = value.map(String);
    } else if (typeof value === 'string') {
      const text = field.kind === 'text' ? value.trim() : value;
      if (text) filters[field.name] = text;
    } else if (typeof value === 'number') filters[field.name] = value;
  }
  return filters as Partial<F>;
}

const titleInTree = (nodes: FilterTreeOption[], value: unknown): string | undefined => {
  for (const node of nodes) {
    if (node.value === value) return node.title;
    const found = titleInTree(node.children, value);
    if (found) return found;
  }
  return undefined;
};

/** An applied filter as its tag names it: the field, and what it is set to. */
export interface AppliedFilter {
  label: string;
  value?: string;
}

/**
 * An applied filter's tag ("状态：已交办"), or undefined when the field is not applied. A page's own control
 * (a picker searched on the server) knows its names, so the bar keeps it in view rather than tag it.
 */
export function appliedFilter<F>(field: FilterField<F>, filters: Partial<F>): AppliedFilter | undefined {
  const read = (name: keyof F & string): unknown => filters[name];
  const value = read(field.name);
  const blank = (item: unknown) => item === undefined || item === null || item === '' || item === false;
  switch (field.kind) {
    case 'date-range': {
      const end = read(field.end);
      if (blank(value) && blank(end)) return undefined;
      return { label: field.label, value: `${blank(value) ? '…' : String(value)} ~ ${blank(end) ? '…' : String(end)}` };
    }
    case 'checkbox':
      return value === true ? { label: field.label } : undefined;
    case 'custom':
      return blank(value) ? undefined : { label: field.label };
    case 'select': {
      const values = (Array.isArray(value) ? value : [value]).filter((item) => !blank(item));
      if (values.length === 0) return undefined;
      const options = typeof field.options === 'function' ? field.options(filters) : field.options;
      const labelOf = (item: unknown) => options.find((option) => String(option.value) === String(item))?.label ?? String(item);
      return { label: field.label, value: values.map(labelOf).join(', ') };
    }
    case 'tree-select':
      return blank(value) ? undefined : { label: field.label, value: titleInTree(field.treeData, value) ?? String(value) };
    default:
      return blank(value) ? undefined : { label: field.label, value: String(value) };
  }
}

/** The filters without one field's (both days of a range). */
export function withoutFilter<F>(field: FilterField<F>, filters: Partial<F>): Partial<F> {
  const rest: Partial<F> = { ...filters };
  delete rest[field.name];
  if (field.kind === 'date-range') delete rest[field.end];
  return rest;
}
