import {
  API_CALLS,
  isEnvelopeCall,
  translate,
  type ApiCall,
  type ApiCalls,
  type CallAccess,
  type CallAnswer,
  type CallInput,
  type CallName,
  type Envelope,
  type MessageKey,
} from '@proposal-desk/shared';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { AuthContext } from '../auth/context';
import { parseInput } from '../lib/parse-input';
import { callerOf, requireAdmin, requireLevel } from '../middlewares/auth';

/** What a route's handler receives: the call's parsed input, the caller (for calls that need one), and the exchange. */
export type RouteInput<C extends ApiCall> = CallInput<C> & {
  caller: C['access'] extends 'public' ? AuthContext | undefined : AuthContext;
  req: Request;
  res: Response;
};

/** An answer whose envelope message is not the call's own: another catalogue message, or a text (Get_PWD's status). */
export class Saying<T> {
  constructor(
    readonly data: T,
    readonly message: { key: MessageKey } | { text: string },
  ) {}
}
export const saying = <T>(data: T, key: MessageKey) => new Saying(data, { key });
export const sayingText = <T>(data: T, text: string) => new Saying(data, { text });

type Answered<C extends ApiCall> = CallAnswer<C> | Saying<CallAnswer<C>>;

/** Answers the call's `data` (the envelope is added), or writes a download itself and answers nothing. */
export type Handler<C extends ApiCall> = (input: RouteInput<C>) => Answered<C> | Promise<Answered<C>>;

/** A handler, or a handler with middleware that runs after the guard and before it (an upload's parser). */
export type Route<C extends ApiCall> = Handler<C> | { use: RequestHandler[]; handle: Handler<C> };

/** Handlers by call name: each is routed at its call's method and path, behind its guard, with its schemas. */
export type Routes = { [N in CallName]?: Route<ApiCalls[N]> };

/** When set (the API test suites), every enveloped answer is checked against its call's answer schema. */
const checksAnswers = () => process.env.CHECK_API_ANSWERS === '1';

function guardOf(access: CallAccess): RequestHandler[] {
  if (access === 'public') return [];
  if (access === 'admin') return [requireAdmin];
  if (access === 'signedIn')
    return [
      (req, _res, next) => {
        callerOf(req);
        next();
      },
    ];
  return [requireLevel(access.level)];
}

function inputOf(call: ApiCall, req: Request) {
  const bodyFields = typeof req.body === 'object' && req.body ? (req.body as Record<string, unknown>) : {};
  const fromQueryToo = call.bodyInQuery ? { ...bodyFields, ...req.query } : req.body;
  // An upload's parameters may come as form fields of the multipart body too (its parser runs before).
  const query = call.upload ? { ...bodyFields, ...req.query } : req.query;
  // The path first: a refused id there is what the answer names, whatever else the request holds.
  const params = call.params ? parseInput(call.params, req.params) : undefined;
  return {
    params,
    query: call.query ? parseInput(call.query, query) : undefined,
    body: call.body ? parseInput(call.body, fromQueryToo) : undefined,
  };
}

function answerEnvelope(call: ApiCall & { answer: unknown }, req: Request, res: Response, answer: unknown): void {
  const { data, message } = answer instanceof Saying ? answer : { data: answer, message: { key: call.message ?? 'common.ok' } };
  if (checksAnswers()) {
    const checked = (call.answer as { safeParse: (v: unknown) => { success: boolean; error?: unknown } }).safeParse(data);
    if (!checked.success)
      throw new Error(`${call.method.toUpperCase()} ${call.path} answered outside its schema: ${String(checked.error)}`);
  }
  const msg = 'key' in message ? translate(message.key, req.lang, {}) : message.text;
  const body: Envelope<unknown> = { code: 200, msg, data, success: true };
  res.json(body);
}

/**
 * A router of the given handlers, each at its call's method and path: the guard comes from the call's access,
 * the input is parsed by its schemas (a 400 names each refused field), and an enveloped answer is wrapped here.
 */
export function routesOf(routes: Routes): Router {
  const router = Router();
  for (const [name, route] of Object.entries(routes) as unknown as Array<[CallName, Route<ApiCall>]>) {
    const call: ApiCall = API_CALLS[name];
    const { use, handle } = typeof route === 'function' ? { use: [], handle: route } : route;
    router[call.method](call.path, ...guardOf(call.access), ...use, async (req: Request, res: Response) => {
      const input = { ...inputOf(call, req), caller: req.auth, req, res } as RouteInput<ApiCall>;
      const answer = await handle(input);
      if (isEnvelopeCall(call)) answerEnvelope(call, req, res, answer);
    });
  }
  return router;
}
