import type { Request } from 'express';
import type { z } from 'zod';
import { parseInput } from '../lib/parse-input';

export const parseQuery = <S extends z.ZodType>(req: Request, schema: S) => parseInput(schema, req.query);
export const parseBody = <S extends z.ZodType>(req: Request, schema: S) => parseInput(schema, req.body);
/** Query and body merged (the original client sends some parameters either way). */
export const parseParams = <S extends z.ZodType>(req: Request, schema: S) =>
  parseInput(schema, { ...(typeof req.body === 'object' && req.body ? req.body : {}), ...req.query });
/** The `:name` parts of the route path. */
export const parseRouteParams = <S extends z.ZodType>(req: Request, schema: S) => parseInput(schema, req.params);
