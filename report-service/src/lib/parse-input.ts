import { isMessageKey, matchKeysCaseInsensitively } from '@proposal-desk/shared';
import { z } from 'zod';
import { FieldsInvalid, type FieldProblem } from '../errors';

function expectedKeys(schema: z.ZodType): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

/** Validates input against a shared schema, matching field names case-insensitively; a failure is a 400. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const rekeyed = matchKeysCaseInsensitively(input ?? {}, expectedKeys(schema));
  const result = schema.safeParse(rekeyed);
  if (result.success) return result.data;
  const [first, ...rest] = result.error.issues.map(problemOf);
  throw new FieldsInvalid([first ?? { field: 'input', key: 'common.invalidField' }, ...rest]);
}

/** A schema's complaint as a field problem: its own catalogue message, or "invalid field". */
function problemOf(issue: z.core.$ZodIssue): FieldProblem {
  const field = issue.path.join('.') || 'input';
  return { field, key: isMessageKey(issue.message) ? issue.message : 'common.invalidField' };
}
