import { acceptedExtensionOf, LOG_MODULES, stripNameSuffix, UPLOAD_TYPES } from '@proposal-desk/shared';
import type { RequestHandler, Router } from 'express';
import multer, { MulterError } from 'multer';
import type { AppContext } from '../../app-context';
import { badRequest, notFound } from '../../errors';
import { sendDownload } from '../../http/download';
import { routesOf } from '../../http/routes';
import { actorOf, recordActivity } from '../../lib/activity-log';
import { callerOf } from '../../middlewares/auth';
import { fromMulterError } from '../../middlewares/errors';
import { contentMatchesExtension } from './file-signatures';
import { cleanFileName, decodeMultipartName, storedNameFor } from './upload-names';
import { type IncomingFile, storeFiles } from './upload-commands';
import { findStoredFile, mayDownload } from './upload-queries';

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

/** The spec's upload: `PostFile` stores files in the database, `GetFile` serves them to signed-in users (a case's
 * file only to those who may read the case). */
export function uploadRouter(ctx: AppContext): Router {
  const { db } = ctx;

  return routesOf({
    uploadFile: {
      use: [receiveFiles(ctx)],
      handle: async ({ req }) => {
        const received = Array.isArray(req.files) ? req.files : [];
        if (received.length === 0) throw badRequest('upload.noFile');
        // Every file is checked before any is stored: an upload succeeds or fails as a whole.
        const entries = await storeFiles(db, actorOf(req), received.map(acceptFile));
        return entries.length === 1 ? entries[0]! : entries;
      },
    },

    downloadFile: async ({ params, req, res }) => {
      const file = await findStoredFile(db, params.id, params.name);
      // A case's file follows the case's scope; outside it, the file is as unknown as a wrong id.
      if (!file || !(await mayDownload(db, { id: params.id, uploaded_by: file.uploaded_by }, callerOf(req)))) throw notFound();
      await recordActivity(db, actorOf(req), LOG_MODULES.upload, { key: 'log.file.downloaded', params: { name: file.stored_name } });
      sendDownload(res, { body: file.data, name: stripNameSuffix(file.stored_name), contentType: file.mime, cacheControl: 'private' });
    },
  });
}
