import { translate, type Envelope, type MessageKey } from '@proposal-desk/shared';
import type { Request, Response } from 'express';

/** Answers the spec's success envelope; `msg` is a catalogue message in the caller's language. */
export function ok<T>(req: Request, res: Response, data: T, key: MessageKey = 'common.ok'): void {
  const body: Envelope<T> = { code: 200, msg: translate(key, req.lang, {}), data, success: true };
  res.json(body);
}

/** Answers a success envelope whose `msg` is not a catalogue text (e.g. the password status of Get_PWD). */
export function okWithMessage<T>(res: Response, data: T, msg: string): void {
  const body: Envelope<T> = { code: 200, msg, data, success: true };
  res.json(body);
}
