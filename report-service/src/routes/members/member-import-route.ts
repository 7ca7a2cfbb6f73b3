import type { Request, RequestHandler } from 'express';
import multer, { MulterError } from 'multer';
import type { AppContext } from '../../app-context';
import { badRequest } from '../../errors';
import { fromMulterError } from '../../middlewares/errors';
import { contentMatchesExtension } from '../upload/file-signatures';
import { decodeMultipartName } from '../upload/upload-names';
import { readMemberSheet, type SheetRow } from './member-import-sheet';

/** Multipart field `file`: one .xlsx held in memory within the upload size limit. */
export function receiveImportFile(ctx: AppContext): RequestHandler {
  const limits = { fileSize: ctx.env.UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 12 };
  const parse = multer({ storage: multer.memoryStorage(), limits }).single('file');
  return (req, res, next) => {
    parse(req, res, (err?: unknown) => next(err instanceof MulterError ? fromMulterError(err, limits) : err));
  };
}

/** The rows of the uploaded workbook; anything but an .xlsx (by name and by content) is a 400. */
export async function readUploadedSheet(req: Request): Promise<SheetRow[]> {
  const file = req.file;
  if (!file) throw badRequest('upload.noFile');
  const name = decodeMultipartName(file.originalname);
  if (!name.toLowerCase().endsWith('.xlsx') || !contentMatchesExtension('xlsx', file.buffer)) throw badRequest('member.importBadType');
  return readMemberSheet(file.buffer);
}
