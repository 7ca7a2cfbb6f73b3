import { acceptedExtensionOf, LOG_MODULES, stripNameSuffix, UPLOAD_TYPES } from '@proposal-desk/shared';
import type { Router } from 'express';
import type { AppContext } from '../../app-context';
import { badRequest, notFound } from '../../errors';
import { fileReadable } from '../../files/file-access-queries';
import { fileChunks } from '../../files/file-chunk-queries';
import { routesOf } from '../../http/routes';
import { actorOf, recordActivity } from '../../lib/activity-log';
import { streamStoredFile } from './file-download';
import { contentMatchesExtension } from './file-signatures';
import { type IncomingFile, storeUploads } from './upload-commands';
import { cleanFileName, decodeMultipartName, storedNameFor } from './upload-names';
import { findStoredFile } from './upload-queries';
import { prepareUpload, type ReceivedFile, receiveFiles, receivedFiles } from './upload-storage';

/** Checks one received file (type by extension, content by its first bytes) and names it for storage. */
function acceptFile(file: ReceivedFile): IncomingFile {
  const name = cleanFileName(decodeMultipartName(file.originalname));
  const ext = acceptedExtensionOf(name);
  if (!ext) throw badRequest('upload.badType', { name });
  if (!contentMatchesExtension(ext, file.head)) throw badRequest('upload.badContent', { name });
  return { storedName: storedNameFor(name), originalName: name, mime: UPLOAD_TYPES[ext], path: file.path, size: file.size };
}

/**
 * The spec's upload: `PostFile` streams files into the database within the call's and the day's limits, `GetFile`
 * serves a file to whoever may read what it belongs to (fileReadable), and to nobody else: 404, as for a wrong id.
 */
export function uploadRouter(ctx: AppContext): Router {
  const { db } = ctx;

  return routesOf({
    uploadFile: {
      use: [prepareUpload(ctx), receiveFiles(ctx)],
      handle: async ({ req, caller }) => {
        const received = receivedFiles(req);
        if (received.length === 0) throw badRequest('upload.noFile');
        // Every file is checked before any is stored: an upload succeeds or fails as a whole.
        const checked = received.map(acceptFile);
        const entries = await storeUploads(db, { ...actorOf(req), userId: caller.userId }, checked, ctx.env.UPLOAD_DAILY_BYTES);
        return entries.length === 1 ? entries[0]! : entries;
      },
    },

    downloadFile: async ({ params, req, res, caller }) => {
      const file = await findStoredFile(db, params.id, params.name);
      if (!file || !(await fileReadable(db, file.id, caller))) throw notFound();
      const name = stripNameSuffix(file.stored_name);
      await recordActivity(db, actorOf(req), LOG_MODULES.upload, {
        key: 'log.file.served',
        params: { id: file.id, name: file.original_name },
      });
      await streamStoredFile(res, { chunks: fileChunks(db, file.id), size: file.size, name, contentType: file.mime });
    },
  });
}
