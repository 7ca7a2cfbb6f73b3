import type { MessageKey, MessageParam } from '@proposal-desk/shared';

/** Why the rules refused something; the error middleware maps each kind to its HTTP status. */
export type DomainErrorKind = 'invalid' | 'unauthorized' | 'forbidden' | 'notFound' | 'conflict' | 'busy';

export type MessageParams = Record<string, MessageParam>;

/**
 * A refusal by the rules — bad input, no right, no such thing, a state that does not allow it, no
 * capacity now — with a catalogue message. Domain code (cases, reports, jobs) throws this and knows
 * nothing of HTTP.
 */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly key: MessageKey,
    readonly params: MessageParams = {},
    /** For `busy`: when trying again is likely to succeed. */
    readonly retryAfterSeconds?: number,
  ) {
    super(key);
  }
}

/** One refused field of a request, named as the request names it. */
export interface FieldProblem {
  field: string;
  key: MessageKey;
  params?: MessageParams;
}

/**
 * A refusal of one or more of the request's values. The answer names each field, so a form shows each
 * message on its field; the first one is also the answer's message.
 */
export class FieldsInvalid extends DomainError {
  constructor(readonly problems: readonly [FieldProblem, ...FieldProblem[]]) {
    const [first] = problems;
    super('invalid', first.key, { ...first.params, field: first.field });
  }
}

/** A refusal of one field's value. */
export const fieldInvalid = (field: string, key: MessageKey, params?: MessageParams) => new FieldsInvalid([{ field, key, params }]);

/**
 * A refusal that answers a failure (a file no library can read, say): the failure stays on it as its `cause`, and
 * the error middleware logs it with the request, so the answer's reason is never lost.
 */
export function refusedBecause<E extends DomainError>(refusal: E, cause: unknown): E {
  refusal.cause = cause;
  return refusal;
}

/** Only a refusal for lack of capacity may succeed when tried again; the others stay refused. */
export const isRetryable = (err: DomainError): boolean => err.kind === 'busy';

function kindOfStatus(status: number): DomainErrorKind {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  if (status === 409) return 'conflict';
  if (status === 429 || status >= 500) return 'busy';
  return 'invalid';
}

/** A domain error that names its HTTP status and headers itself (request parsing, sign-in, rate limits). */
export class ApiError extends DomainError {
  constructor(
    readonly status: number,
    key: MessageKey,
    params: MessageParams = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(kindOfStatus(status), key, params);
  }
}

export const badRequest = (key: MessageKey, params?: Record<string, string | number>) => new ApiError(400, key, params);
export const unauthorized = (key: MessageKey = 'auth.tokenInvalid', params?: Record<string, string | number>) =>
  new ApiError(401, key, params);
export const forbidden = (key: MessageKey = 'auth.forbidden') => new ApiError(403, key);
export const notFound = (key: MessageKey = 'common.notFound') => new ApiError(404, key);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(429, 'common.tooMany', {}, { 'Retry-After': String(retryAfterSeconds) });
