import type { Request, RequestHandler } from 'express';
import multer, { MulterError } from 'multer';
import type { AppContext } from '../../app-context';
import { badRequest } from '../../errors';
import { fromMulterError } from '../../middlewares/errors';
import { contentMatchesExtension } from './file-signatures';
import { decodeMultipartName } from './upload-names';

/** Multipart field `file` of an Excel import: one .xlsx held in memory within the upload size limit. */
export function receiveImportFile(ctx: AppContext): RequestHandler {
  const limits = { fileSize: ctx.env.UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 12 };
  const parse = multer({ storage: multer.memoryStorage(), limits }).single('file');
  return (req, res, next) => {
    parse(req, res, (err?: unknown) => next(err instanceof MulterError ? fromMulterError(err, limits) : err));
  };
}

/** The bytes of the uploaded workbook; no file, or anything but an .xlsx (by name and by content), is a 400. */
export function uploadedWorkbook(req: Request): Buffer {
  const file = req.file;
  if (!file) throw badRequest('upload.noFile');
  const name = decodeMultipartName(file.originalname);
  if (!name.toLowerCase().endsWith('.xlsx') || !contentMatchesExtension('xlsx', file.buffer)) throw badRequest('member.importBadType');
  return file.buffer;
}
