import { acceptedExtensionOf, API_PATHS, LOG_MODULES, stripNameSuffix, UPLOAD_TYPES } from '@proposal-desk/shared';
import { type RequestHandler, Router } from 'express';
import multer, { MulterError } from 'multer';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { badRequest, notFound } from '../../errors';
import { sendDownload } from '../../http/download';
import { parseInput } from '../../lib/parse-input';
import { ok } from '../../http/respond';
import { actorOf, recordActivity } from '../../lib/activity-log';
import { fromMulterError } from '../../middlewares/errors';
import { contentMatchesExtension } from './file-signatures';
import { cleanFileName, decodeMultipartName, storedNameFor } from './upload-names';
import { type IncomingFile, storeFiles } from './upload-commands';
import { findStoredFile } from './upload-queries';

const FileParams = z.object({ id: z.coerce.number().int().positive(), name: z.string().min(1) });

/** Multipart field `file`, several at once, held in memory within the configured limits. */
function receiveFiles(ctx: AppContext): RequestHandler {
  const limits = { fileSize: ctx.env.UPLOAD_MAX_BYTES, files: ctx.env.UPLOAD_MAX_FILES, fields: 20, parts: ctx.env.UPLOAD_MAX_FILES + 20 };
  const parse = multer({ storage: multer.memoryStorage(), limits }).array('file');
  return (req, res, next) => {
    parse(req, res, (err?: unknown) => next(err instanceof MulterError ? fromMulterError(err, limits) : err));
  };
}

/** Checks one received file (type by extension, content by magic bytes) and names it for storage. */
function acceptFile(file: Express.Multer.File): IncomingFile {
  const name = cleanFileName(decodeMultipartName(file.originalname));
  const ext = acceptedExtensionOf(name);
  if (!ext) throw badRequest('upload.badType', { name });
  if (!contentMatchesExtension(ext, file.buffer)) throw badRequest('upload.badContent', { name });
  return { storedName: storedNameFor(name), originalName: name, mime: UPLOAD_TYPES[ext], data: file.buffer };
}

/** The spec's upload: `PostFile` stores files in the database, `GetFile` serves them to signed-in users. */
export function uploadRouter(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;

  router.post(API_PATHS.uploadFile, receiveFiles(ctx), async (req, res) => {
    const received = Array.isArray(req.files) ? req.files : [];
    if (received.length === 0) throw badRequest('upload.noFile');
    // Every file is checked before any is stored: an upload succeeds or fails as a whole.
    const entries = await storeFiles(db, actorOf(req), received.map(acceptFile));
    ok(req, res, entries.length === 1 ? entries[0] : entries);
  });

  router.get(`${API_PATHS.downloadFile}/:id/:name`, async (req, res) => {
    const { id, name } = parseInput(FileParams, req.params);
    const file = await findStoredFile(db, id, name);
    if (!file) throw notFound();
    await recordActivity(db, actorOf(req), LOG_MODULES.upload, `下载文件 ${file.stored_name}`);
    sendDownload(res, { body: file.data, name: stripNameSuffix(file.stored_name), contentType: file.mime, cacheControl: 'private' });
  });

  return router;
}
