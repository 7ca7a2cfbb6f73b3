import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import type { Request, RequestHandler } from 'express';
import multer, { MulterError, type StorageEngine } from 'multer';
import type { AppContext } from '../../app-context';
import { callerOf } from '../../middlewares/auth';
import { fromMulterError } from '../../middlewares/errors';
import { dailyQuotaUsed, UploadBudget } from './upload-budget';
import { bytesStoredToday } from './upload-queries';

/** The first bytes of a file kept aside for its content check (a PDF's header may come anywhere in them). */
const HEAD_BYTES = 1024;

/** A received file: written to a temporary file as it arrived, with its first bytes. */
export interface ReceivedFile {
  originalname: string;
  path: string;
  size: number;
  head: Buffer;
}

interface PreparedUpload {
  dir: string;
  budget: UploadBudget;
  files: number;
}

const prepared = new WeakMap<Request, PreparedUpload>();

/** Keeps the first HEAD_BYTES of what passes through. */
class HeadKeeper {
  readonly parts: Buffer[] = [];
  #kept = 0;

  keep(chunk: Buffer): void {
    if (this.#kept >= HEAD_BYTES) return;
    const part = Buffer.from(chunk.subarray(0, HEAD_BYTES - this.#kept));
    this.parts.push(part);
    this.#kept += part.length;
  }
}

/**
 * Multer's storage of an upload call: each file streams to a temporary file of the call's own folder, counted
 * against the call's budget, so a file never sits whole in memory and an upload past a limit stops as it
 * arrives. Nothing reaches the database here: the handler stores the files once all of them arrived and passed.
 */
const temporaryFiles: StorageEngine = {
  _handleFile(req, file, cb) {
    const upload = prepared.get(req);
    if (!upload) return cb(new Error('the upload was not prepared'));
    const target = path.join(upload.dir, String(upload.files++));
    const out = createWriteStream(target);
    const head = new HeadKeeper();
    let size = 0;
    let settled = false;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        head.keep(chunk);
        done(upload.budget.take(chunk.length, size), chunk);
      },
    });
    const settle = (err: Error | null) => {
      if (settled) return;
      settled = true;
      if (!err) return cb(null, { path: target, size, head: Buffer.concat(head.parts) } as Partial<Express.Multer.File>);
      // The rest of this file is read and dropped; the parser stops the call, and the call's folder goes with what
      // was written of it when the exchange ends.
      file.stream.unpipe(counter);
      file.stream.resume();
      out.destroy();
      cb(err);
    };
    file.stream.on('error', settle);
    counter.on('error', settle);
    out.on('error', settle);
    out.on('finish', () => settle(null));
    file.stream.pipe(counter).pipe(out);
  },
  _removeFile(_req, file, cb) {
    rm(file.path, { force: true }).then(() => cb(null), cb);
  },
};

/**
 * Before any byte is read: refuses a caller who stored their day's quota already (429), and gives the call a
 * temporary folder, removed when the exchange ends whatever happened, and its budget.
 */
export function prepareUpload(ctx: AppContext): RequestHandler {
  return async (req, res, next) => {
    const caller = callerOf(req);
    const { UPLOAD_MAX_BYTES, UPLOAD_MAX_REQUEST_BYTES, UPLOAD_DAILY_BYTES } = ctx.env;
    const storedToday = await bytesStoredToday(ctx.db, caller.userId);
    if (storedToday >= UPLOAD_DAILY_BYTES) throw dailyQuotaUsed(UPLOAD_DAILY_BYTES);
    const dir = await mkdtemp(path.join(ctx.env.UPLOAD_TMP_DIR ?? os.tmpdir(), 'proposal-desk-upload-'));
    res.on('close', () => {
      rm(dir, { recursive: true, force: true }).catch((err: unknown) => req.log?.warn({ err, dir }, 'an upload folder was not removed'));
    });
    const limits = { fileBytes: UPLOAD_MAX_BYTES, requestBytes: UPLOAD_MAX_REQUEST_BYTES, dayBytes: UPLOAD_DAILY_BYTES, storedToday };
    prepared.set(req, { dir, budget: new UploadBudget(limits), files: 0 });
    next();
  };
}

/** Multipart field `file`, several at once, streamed to temporary files within the configured limits. */
export function receiveFiles(ctx: AppContext): RequestHandler {
  const limits = { fileSize: ctx.env.UPLOAD_MAX_BYTES, files: ctx.env.UPLOAD_MAX_FILES, fields: 20, parts: ctx.env.UPLOAD_MAX_FILES + 20 };
  const parse = multer({ storage: temporaryFiles, limits }).array('file');
  return (req, res, next) => {
    parse(req, res, (err?: unknown) => next(err instanceof MulterError ? fromMulterError(err, limits) : err));
  };
}

/** The files the call received, in order. */
export const receivedFiles = (req: Request): ReceivedFile[] => (Array.isArray(req.files) ? (req.files as unknown as ReceivedFile[]) : []);
