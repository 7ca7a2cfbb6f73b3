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
  } catch {
    return String(value);
  }
}

/** Adds an uncaught error to the error log, when the log is on. */
export function recordError(error: unknown, extraDetails = ''): void {
  if (!settings.errorLogEnabled) return;
  useErrorLogStore.getState().add(toErrorLogEntry(error, currentRoute(), Date.now(), extraDetails));
}
