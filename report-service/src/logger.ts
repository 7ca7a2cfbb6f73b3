import pino, { type Logger } from 'pino';

const SECRET_QUERY_PARAMS = /([?&](?:password|token|oldPwd|newPwd|confirmNewPwd|uuid)=)[^&]*/gi;

/** Strips passwords, tokens and login links from a URL before it is logged. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAMS, '$1[redacted]');
}

/** The process logger (JSON lines); request headers that carry secrets are never written. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'], remove: true },
  });
}
