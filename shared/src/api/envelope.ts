import { z } from 'zod';

/** A refused value: the field as the request named it, and the message to show beside it. */
export interface FieldError {
  field: string;
  message: string;
}

/** Every JSON answer of the API: the spec's envelope. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
  success: boolean;
  /** On a refusal of the request's values: each field at fault (a form shows the message on its field). */
  errors?: FieldError[];
}

/** Status codes the client treats as success (spec §9). */
export const SUCCESS_CODES: ReadonlyArray<number | string> = [200, 0, '200', '0'];

/** Whether an envelope's code counts as success. */
export function isSuccessCode(code: unknown): boolean {
  return SUCCESS_CODES.includes(code as number | string);
}

/** One page of a server-side paged list. */
export interface Paged<T> {
  rows: T[];
  total: number;
  pageIndex: number;
  pageSize: number;
}

/** The token answer of every login call. */
export const TokenAnswer = z.object({ token: z.string(), expires_in: z.number().check(z.int32()), token_type: z.literal('Bearer') });
export type TokenAnswer = z.infer<typeof TokenAnswer>;
