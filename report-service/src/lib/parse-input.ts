import { hasControlCharacter, isMessageKey, matchKeysCaseInsensitively } from '@proposal-desk/shared';
import { z } from 'zod';
import { FieldsInvalid, fieldInvalid, type FieldProblem } from '../errors';

function expectedKeys(schema: z.ZodType): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

/** The path of the first text inside the input (at any depth, keys included) that holds a control character. */
function controlCharacterAt(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return hasControlCharacter(value) ? path || 'input' : undefined;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = controlCharacterAt(item, `${path}.${i}`.replace(/^\./, ''));
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const field = path ? `${path}.${key}` : key;
      if (hasControlCharacter(key)) return field;
      const found = controlCharacterAt(item, field);
      if (found) return found;
    }
  }
  return undefined;
}

/** Refuses any text of the input that holds a control character (NUL included): a 400 naming the field. */
export function refuseControlCharacters(input: unknown): void {
  const field = controlCharacterAt(input, '');
  if (field) throw fieldInvalid(field, 'common.controlCharacter');
}

/**
 * Validates input against a shared schema, matching field names case-insensitively; a failure is a 400.
 * No text with a control character gets through, whatever the schema says of the field.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  refuseControlCharacters(input);
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
