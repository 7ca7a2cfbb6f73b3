import { hasControlCharacter, hasNoncharacter, isMessageKey, matchKeysCaseInsensitively, type MessageKey } from '@proposal-desk/shared';
import { z } from 'zod';
import { FieldsInvalid, fieldInvalid, type FieldProblem } from '../errors';

function expectedKeys(schema: z.ZodType): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

/** Why no field may hold a text: a control character (NUL among them), or a noncharacter or half a character (XML takes neither). */
function refusalOf(text: string): MessageKey | undefined {
  if (hasControlCharacter(text)) return 'common.controlCharacter';
  if (hasNoncharacter(text)) return 'common.noncharacter';
  return undefined;
}

/** The path of the first text inside the input (at any depth, keys included) that no field may hold, and why. */
function refusedTextAt(value: unknown, path: string): FieldProblem | undefined {
  if (typeof value === 'string') {
    const key = refusalOf(value);
    return key && { field: path || 'input', key };
  }
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = refusedTextAt(item, `${path}.${i}`.replace(/^\./, ''));
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) {
      const field = path ? `${path}.${name}` : name;
      const key = refusalOf(name);
      if (key) return { field, key };
      const found = refusedTextAt(item, field);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Refuses any text of the input that holds a control character (NUL included), a Unicode noncharacter
 * (U+FFFE, U+FFFF, U+FDD0–U+FDEF and the like) or a lone surrogate: a 400 naming the field.
 */
export function refuseForbiddenTexts(input: unknown): void {
  const problem = refusedTextAt(input, '');
  if (problem) throw fieldInvalid(problem.field, problem.key);
}

/**
 * Validates input against a shared schema, matching field names case-insensitively; a failure is a 400.
 * No text with a control character, a noncharacter or half a character gets through, whatever the schema says of the field.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  refuseForbiddenTexts(input);
  const rekeyed = matchKeysCaseInsensitively(input ?? {}, expectedKeys(schema));
  const result = schema.safeParse(rekeyed);
  if (result.success) return result.data;
  const [first, ...rest] = result.error.issues.map(problemOf);
  throw new FieldsInvalid([first ?? { field: 'input', key: 'common.invalidField' }, ...rest]);
}

/** A schema's complaint as a field problem: its own catalogue message, "out of range", or "invalid field". */
function problemOf(issue: z.core.$ZodIssue): FieldProblem {
  const field = issue.path.join('.') || 'input';
  const outOfRange = (issue.code === 'too_big' || issue.code === 'too_small') && issue.origin === 'number';
  const generic = !isMessageKey(issue.message) || issue.message === 'common.invalidField';
  if (outOfRange && generic) return { field, key: 'common.outOfRange' };
  return { field, key: isMessageKey(issue.message) ? issue.message : 'common.invalidField' };
}
