import {
  formatBytes,
  languageFromHeader,
  statusText,
  translate,
  type Envelope,
  type FieldError,
  type Language,
  type MessageKey,
} from '@proposal-desk/shared';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { MulterError } from 'multer';
import { ApiError, DomainError, FieldsInvalid, type DomainErrorKind } from '../errors';

/** Sets `req.lang` from Accept-Language (zh by default) so messages come in the user's language. */
export const detectLanguage: RequestHandler = (req, _res, next) => {
  req.lang = languageFromHeader(req.headers['accept-language']);
  next();
};

/** Unknown paths under /api answer the envelope with 404. */
export const apiNotFound: RequestHandler = (req, res) => {
  const body: Envelope<null> = { code: 404, msg: translate('common.notFound', req.lang ?? 'zh'), data: null, success: false };
  res.status(404).json(body);
};

/** A multipart failure as a 400; the upload route passes its limits so the message can name them. */
export function fromMulterError(err: MulterError, limits: { fileSize?: number; files?: number } = {}): ApiError {
  if (err.code === 'LIMIT_FILE_SIZE')
    return new ApiError(400, 'upload.tooLarge', { max: limits.fileSize ? formatBytes(limits.fileSize) : '' });
  if (err.code === 'LIMIT_FILE_COUNT') return new ApiError(400, 'upload.tooMany', { max: limits.files ?? '' });
  return new ApiError(400, 'common.invalidField', { field: err.field ?? 'file' });
}

/** The HTTP status each kind of domain error answers with. */
export const HTTP_STATUS_OF_KIND: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  busy: 429,
};

function fromDomainError(err: DomainError): ApiError {
  const headers: Record<string, string> = err.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(err.retryAfterSeconds) };
  return new ApiError(HTTP_STATUS_OF_KIND[err.kind], err.key, err.params, headers);
}

/** What PostgreSQL says of a refused write: the constraint and table it names, and its code. */
interface DatabaseRefusal {
  code: string;
  constraint?: string;
  table?: string;
}

/** PostgreSQL's unique violation and foreign-key violation: a user's mistake, not a server fault. */
const DATABASE_REFUSALS: Record<string, MessageKey> = { '23505': 'common.duplicate', '23503': 'common.badReference' };

const isDatabaseRefusal = (err: unknown): err is DatabaseRefusal =>
  typeof (err as { code?: unknown })?.code === 'string' && (err as { code: string }).code in DATABASE_REFUSALS;

function toApiError(err: unknown): ApiError | null {
  if (err instanceof ApiError) return err;
  if (err instanceof DomainError) return fromDomainError(err);
  if (err instanceof MulterError) return fromMulterError(err);
  if (isDatabaseRefusal(err)) return new ApiError(400, DATABASE_REFUSALS[err.code]!);
  const typed = err as { type?: string; status?: number; code?: string };
  if (typed?.type === 'entity.parse.failed') return new ApiError(400, 'common.badJson');
  if (typed?.type === 'entity.too.large') return new ApiError(400, 'upload.tooLarge', { max: '' });
  if (typed?.status === 400) return new ApiError(400, 'common.invalidField', { field: 'input' });
  return null;
}

/** Each refused field once, with its message in the user's language. */
function fieldErrorsOf(err: unknown, lang: Language): FieldError[] | undefined {
  if (!(err instanceof FieldsInvalid)) return undefined;
  const seen = new Set<string>();
  return err.problems
    .filter(({ field }) => !seen.has(field) && Boolean(seen.add(field)))
    .map(({ field, key, params }) => ({ field, message: translate(key, lang, { ...params, field }) }));
}

/** The one place where a failure becomes the spec's envelope; unknown errors never leak their text. */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const lang = req.lang ?? 'zh';
  const known = toApiError(err);
  if (!known) {
    req.log?.error({ err }, 'unhandled error');
    const body: Envelope<null> = { code: 500, msg: translate('common.internal', lang), data: null, success: false };
    if (!res.headersSent) res.status(500).json(body);
    return;
  }
  // A refusal for want of capacity (a full render queue, a render out of time) is the operator's business.
  if (err instanceof DomainError && err.kind === 'busy') req.log?.warn({ reason: err.message }, 'answered busy');
  // A write the database refused is a 400 for the user, and may be a missing check in the product: it is logged
  // (by its constraint; the error's detail would repeat the values written).
  if (isDatabaseRefusal(err))
    req.log?.warn({ code: err.code, constraint: err.constraint, table: err.table }, 'the database refused a write');
  else if (err instanceof Error && err.cause !== undefined)
    req.log?.info({ err: err.cause, refusal: known.key }, 'refused a request because of a failure');
  const msg = translate(known.key, lang, known.params) || statusText(known.status, lang);
  for (const [name, value] of Object.entries(known.headers)) res.setHeader(name, value);
  const errors = fieldErrorsOf(err, lang);
  const body: Envelope<null> = { code: known.status, msg, data: null, success: false, ...(errors && { errors }) };
  if (!res.headersSent) res.status(known.status).json(body);
};
