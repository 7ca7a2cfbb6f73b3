import { isMessageKey, translate, type Language } from '@proposal-desk/shared';
import type { FormRule } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { languageOf } from '../dialogs/use-message-text';

/** What a form field takes from its shared schema: its antd rules and the input's length limit. */
export interface FieldRules {
  rules: FormRule[];
  /** The field rejects a blank value (antd marks it with the asterisk). */
  required: boolean;
  /** The schema's `.max()` for a text field, for the input's `maxLength`. */
  maxLength?: number;
  /** The schema's `.min()` and `.max()` for a number field, for the number input's `min` and `max`. */
  min?: number;
  max?: number;
}

export type SchemaRules<Shape> = { [Field in keyof Shape]: FieldRules };

type Labels<Shape> = Partial<Record<keyof Shape & string, string>>;

/** The parts of zod's definition the adapter reads to find the text schema inside wrappers. */
interface Inspectable {
  _zod: { def: { type: string; innerType?: Inspectable; in?: Inspectable; out?: Inspectable; options?: readonly Inspectable[] } };
  maxLength?: number | null;
  minValue?: number | null;
  maxValue?: number | null;
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The string or number schema a field validates with, through optional, default, preprocess and union wrappers. */
function innerSchemaOf(schema: Inspectable | undefined, type: 'string' | 'number'): Inspectable | null {
  if (!schema) return null;
  const { def } = schema._zod;
  if (def.type === type) return schema;
  if (WRAPPERS.has(def.type)) return innerSchemaOf(def.innerType, type);
  if (def.type === 'pipe') return innerSchemaOf(def.out, type) ?? innerSchemaOf(def.in, type);
  if (def.type === 'union') return (def.options ?? []).map((option) => innerSchemaOf(option, type)).find((found) => found !== null) ?? null;
  return null;
}

/** The limits an input can enforce itself: a text's length, a number's range. */
function limitsOf(schema: z.ZodType): Pick<FieldRules, 'maxLength' | 'min' | 'max'> {
  const inspectable = schema as unknown as Inspectable;
  const text = innerSchemaOf(inspectable, 'string');
  const number = innerSchemaOf(inspectable, 'number');
  const limits = { maxLength: text?.maxLength, min: number?.minValue, max: number?.maxValue };
  return Object.fromEntries(Object.entries(limits).filter(([, value]) => typeof value === 'number' && Number.isFinite(value)));
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The text of the first problem the schema finds, as the server words it: a catalogue key in the
 * user's language with the field's label, anything else as 'common.invalidField'.
 */
function problemOf(schema: z.ZodType, value: unknown, lang: Language, label: string): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const key = result.error.issues[0]?.message ?? '';
  return translate(isMessageKey(key) ? key : 'common.invalidField', lang, { field: label });
}

/**
 * One field's rules from its shared schema. The field's own schema does the checking — required,
 * `.max()`, patterns, trimming and refinements — so the form refuses exactly what the server refuses,
 * with the same catalogue message. A blank field gets the message the server gives a missing one.
 */
export function fieldRules(schema: z.ZodType, lang: Language, label = ''): FieldRules {
  const missing = problemOf(schema, undefined, lang, label);
  const rule: FormRule = {
    required: missing !== null,
    validator: async (_rule, value: unknown) => {
      const problem = isBlank(value) ? missing : problemOf(schema, value, lang, label);
      if (problem) throw new Error(problem);
    },
  };
  return { rules: [rule], required: missing !== null, ...limitsOf(schema) };
}

/** Every field of a shared object schema as antd rules; `labels` name the fields in `{field}` messages. */
export function schemaRules<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  lang: Language,
  labels: Labels<Shape> = {},
): SchemaRules<Shape> {
  const entries = Object.entries(schema.shape).map(([name, field]) => [
    name,
    fieldRules(field as z.ZodType, lang, labels[name as keyof Labels<Shape>]),
  ]);
  return Object.fromEntries(entries) as SchemaRules<Shape>;
}

/** `schemaRules` in the language the app shows now. */
export function useSchemaRules<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>, labels: Labels<Shape> = {}): SchemaRules<Shape> {
  const { i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  const labelKey = JSON.stringify(labels);
  return useMemo(() => schemaRules(schema, lang, JSON.parse(labelKey) as Labels<Shape>), [schema, lang, labelKey]);
}
