import { recordError } from './collect-error';

let installed = false;

function handleWindowError(event: ErrorEvent): void {
  recordError(event.error ?? event.message, event.filename ? `${event.filename}:${event.lineno}:${event.colno}` : '');
}

function handleRejection(event: PromiseRejectionEvent): void {
  // The request layer rejects after it has toasted; those are not UI bugs.
  if (isToastedRequestFailure(event.reason)) return;
  recordError(event.reason);
}

function isToastedRequestFailure(reason: unknown): boolean {
  return reason instanceof Error && 'body' in reason && 'code' in reason;
}

/** Listens for uncaught errors and unhandled rejections once per page; answers an uninstaller. */
export function installErrorCollector(): () => void {
  if (installed) return () => undefined;
  installed = true;
  window.addEventListener('error', handleWindowError);
  window.addEventListener('unhandledrejection', handleRejection);
  return () => {
    window.removeEventListener('error', handleWindowError);
    window.removeEventListener('unhandledrejection', handleRejection);
    installed = false;
  };
}
