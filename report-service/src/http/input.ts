import { matchKeysCaseInsensitively } from '@proposal-desk/shared';
import type { Request } from 'express';
import { z } from 'zod';
import { ApiError } from '../errors';
import { isMessageKey } from '@proposal-desk/shared';

function expectedKeys(schema: z.ZodType): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

/** Validates input against a shared schema, matching field names case-insensitively; a failure is a 400. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const rekeyed = matchKeysCaseInsensitively(input ?? {}, expectedKeys(schema));
  const result = schema.safeParse(rekeyed);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || 'input';
  if (issue && isMessageKey(issue.message)) throw new ApiError(400, issue.message, { field });
  throw new ApiError(400, 'common.invalidField', { field });
}

export const parseQuery = <S extends z.ZodType>(req: Request, schema: S) => parseInput(schema, req.query);
export const parseBody = <S extends z.ZodType>(req: Request, schema: S) => parseInput(schema, req.body);
/** Query and body merged (the original client sends some parameters either way). */
export const parseParams = <S extends z.ZodType>(req: Request, schema: S) =>
  parseInput(schema, { ...(typeof req.body === 'object' && req.body ? req.body : {}), ...req.query });
/** The `:name` parts of the route path. */
export const parseRouteParams = <S extends z.ZodType>(req: Request, schema: S) => parseInput(schema, req.params);
