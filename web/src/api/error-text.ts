import { type Envelope, isSuccessCode, statusText, type Language } from '@proposal-desk/shared';

/** Reads the status from the body's `code`, falling back to the HTTP status; 0 counts as "0". */
export function readStatus(body: unknown, httpStatus: number): number | string {
  const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
  if (code === 0) return '0';
  if (typeof code === 'number' || typeof code === 'string') return code;
  return httpStatus;
}

/** Whether an answer is a success by the configured success codes (200, 0, '200', '0'). */
export const isSuccess = (status: number | string): boolean => isSuccessCode(status);

/** The error toast text: '异常：' + the body's msg, else the HTTP status text, else the standard text. */
export function errorToastText(body: unknown, httpStatus: number, httpStatusText: string, lang: Language): string {
  const msg = typeof body === 'object' && body !== null ? (body as { msg?: unknown }).msg : undefined;
  const prefix = lang === 'en' ? 'Error: ' : '异常：';
  if (typeof msg === 'string' && msg) return prefix + msg;
  if (httpStatusText) return prefix + httpStatusText;
  return prefix + statusText(Number(readStatus(body, httpStatus)) || 500, lang);
}

/** The field errors of a refused answer's body. */
export function fieldErrorsOfBody(body: unknown): NonNullable<Envelope['errors']> {
  const errors = (body as Partial<Envelope> | null | undefined)?.errors;
  return Array.isArray(errors) ? errors : [];
}
