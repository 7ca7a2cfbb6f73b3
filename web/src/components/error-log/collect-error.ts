import { ServerBusyError } from '../../api/busy-retry';
import { settings } from '../../config/settings';
import { useErrorLogStore, type ErrorLogEntry } from '../../stores/error-log';

/** The route of the hash router the user is on (`#/index` → `/index`). */
export function currentRoute(hash: string = window.location.hash): string {
  const path = hash.replace(/^#/, '');
  return path || '/';
}

/** An error log entry from anything thrown: message, stack (or extra details) and when. */
export function toErrorLogEntry(error: unknown, route: string, time: number, extraDetails = ''): ErrorLogEntry {
  const message = error instanceof Error ? error.message || error.name : typeof error === 'string' ? error : safeText(error);
  const stack = error instanceof Error && error.stack ? error.stack : '';
  return { route, message: message || 'Unknown error', details: [stack, extraDetails].filter(Boolean).join('\n') || message, time };
}

function safeText(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
    // eslint-disable-next-line no-restricted-syntax -- whatever stops JSON (a cycle, a BigInt, a toJSON that throws), String() still names the value
  } catch {
    return String(value);
  }
}

/**
 * A failure the request layer has already shown the user (api/request.ts): the server's answer or a failed call
 * (each with its code), a busy server, a cancelled call.
 */
export const shownByRequestLayer = (error: unknown): boolean =>
  error instanceof ServerBusyError || (typeof error === 'object' && error !== null && 'code' in error);

/** What browser storage may meet with no fault in the page: text that is not JSON, a storage refused or full. */
export const isStorageRefusal = (error: unknown): boolean => error instanceof SyntaxError || error instanceof DOMException;

/**
 * For a catch that answers what it `expected` (a fallback, a message already shown): anything else is a fault of the
 * page, kept in the error log; the catch's answer stands all the same.
 */
export function recordUnexpected(error: unknown, expected: (error: unknown) => boolean = shownByRequestLayer): void {
  if (!expected(error)) recordError(error);
}

/** Adds an uncaught error to the error log, when the log is on. */
export function recordError(error: unknown, extraDetails = ''): void {
  if (!settings.errorLogEnabled) return;
  useErrorLogStore.getState().add(toErrorLogEntry(error, currentRoute(), Date.now(), extraDetails));
}
