import { isMessageKey, translate, type Language } from '@proposal-desk/shared';
import type { FormRule } from 'antd';
import type { ZodType } from 'zod';

/** The text of the first problem zod finds in `value` (shared catalogue keys translated), or null. */
export function zodProblem(schema: ZodType, value: unknown, lang: Language, field: string): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const key = result.error.issues[0]?.message ?? '';
  return isMessageKey(key) ? translate(key, lang, { field }) : key;
}

/** An antd rule that checks a field with the same shared zod schema the server applies. */
export function zodRule(schema: ZodType, lang: Language, field: string): FormRule {
  return {
    validator: (_rule, value: unknown) => {
      const problem = zodProblem(schema, value, lang, field);
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  };
}
