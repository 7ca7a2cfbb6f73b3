import { z } from 'zod';
import type { RoleLevel } from '../domain/roles';
import type { MessageKey } from './messages';

/** Who may make a call: anyone, any signed-in user, administrators only, or role levels from `level` up. */
export type CallAccess = 'public' | 'signedIn' | 'admin' | { level: RoleLevel };

/** The kinds of file a download answers, with their content types. */
export const FILE_TYPES = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  zip: 'application/zip',
  atom: 'application/atom+xml',
  json: 'application/json',
  file: 'application/octet-stream',
  html: 'text/html',
  script: 'text/javascript',
} as const;
export type FileKind = keyof typeof FILE_TYPES;

interface CallBase {
  method: 'get' | 'post' | 'put' | 'delete';
  /** An Express path: `:name` parts are path parameters. */
  path: string;
  tag: string;
  summary: string;
  access: CallAccess;
  /** The query string. */
  query?: z.ZodType;
  /** The JSON body. */
  body?: z.ZodType;
  /** The body's fields may come in the query string too (the original client sends them either way). */
  bodyInQuery?: boolean;
  /** The `:name` parts of the path. */
  params?: z.ZodType;
  /** A multipart upload (field `file`) instead of a JSON body. */
  upload?: boolean;
  /** The envelope's `msg` on success (default 通用 `common.ok`). */
  message?: MessageKey;
}

/** A call answering the envelope `{ code, msg, data, success }`, `data` as `answer` describes it. */
export interface EnvelopeCall extends CallBase {
  answer: z.ZodType;
}
/** A call answering a download (or a page of the reference) of the given kind. */
export interface FileCall extends CallBase {
  file: FileKind;
}
/** A call answering plain JSON outside the envelope (health probes, the OpenAPI document). */
export interface PlainCall extends CallBase {
  plain: z.ZodType;
}

/** One call of the API, declared once: the server routes it, the OpenAPI document describes it, the web client calls it. */
export type ApiCall = EnvelopeCall | FileCall | PlainCall;

export const isEnvelopeCall = (call: ApiCall): call is EnvelopeCall => 'answer' in call;
export const isFileCall = (call: ApiCall): call is FileCall => 'file' in call;

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type Sent<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What the server's handler receives, parsed by the call's schemas. */
export interface CallInput<C extends ApiCall> {
  query: Parsed<C['query']>;
  body: Parsed<C['body']>;
  params: Parsed<C['params']>;
}

/** What a handler answers: the envelope's `data` (as the schema takes it), or nothing when it writes a file itself. */
export type CallAnswer<C extends ApiCall> = C extends EnvelopeCall ? z.input<C['answer']> : void;

/** The `data` the client reads from a call's envelope. */
export type CallData<C extends ApiCall> = C extends EnvelopeCall ? z.output<C['answer']> : never;

type Present<K extends string, S> = S extends z.ZodType ? { [P in K]: Sent<S> } : { [P in K]?: undefined };

/** What the client sends: query, body and path parameters, each as its schema takes it. */
export type CallRequest<C extends ApiCall> = Present<'query', C['query']> & Present<'body', C['body']> & Present<'params', C['params']>;

/** The query a call takes, as a client sends it. */
export type CallQuery<C extends ApiCall> = Sent<C['query']>;
/** The body a call takes, as a client sends it. */
export type CallBody<C extends ApiCall> = Sent<C['body']>;

/** Declares the calls of one part of the API under one tag; the declarations keep their exact types. */
export const callsOf =
  (tag: string) =>
  <const D extends Record<string, Omit<EnvelopeCall, 'tag'> | Omit<FileCall, 'tag'> | Omit<PlainCall, 'tag'>>>(
    declarations: D,
  ): { [K in keyof D]: D[K] & { tag: string } } => {
    const tagged: Record<string, unknown> = {};
    for (const [name, call] of Object.entries(declarations)) tagged[name] = { ...call, tag };
    return tagged as { [K in keyof D]: D[K] & { tag: string } };
  };

/** One page of a server-side paged list, its rows as `row` describes them. */
export const pagedOf = <R extends z.ZodType>(row: R) =>
  z.object({
    rows: z.array(row),
    total: z.number().check(z.int32()),
    pageIndex: z.number().check(z.int32()),
    pageSize: z.number().check(z.int32()),
  });

/** The ids a delete removed. */
export const DeletedIds = z.object({ ids: z.array(z.number().check(z.int32())) });

/** Fills the `:name` parts of a path: `withParams('/api/ReportRun/:id', { id: 3 })` → '/api/ReportRun/3'. */
export function withParams(path: string, params: Record<string, string | number>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}
