import type { Request, RequestHandler } from 'express';
import multer, { MulterError } from 'multer';
import type { AppContext } from '../../app-context';
import { badRequest } from '../../errors';
import { refuseOversizedZip } from '../../lib/zip-limits';
import { fromMulterError } from '../../middlewares/errors';
import { contentMatchesExtension } from './file-signatures';
import { decodeMultipartName } from './upload-names';

/** The workbooks whose unpacked size was checked: only those reach the sheet reader. */
const checked = new WeakSet<Buffer>();

/** Anything but an .xlsx (by name and by content) is a 400. */
function refuseOtherTypes(file: Express.Multer.File): void {
  const name = decodeMultipartName(file.originalname);
  if (!name.toLowerCase().endsWith('.xlsx') || !contentMatchesExtension('xlsx', file.buffer)) throw badRequest('member.importBadType');
}

/**
 * Multipart field `file` of an Excel import: one .xlsx held in memory within the upload size limit, refused when
 * it would unpack past IMPORT_UNPACKED_MAX_BYTES or holds more than IMPORT_MAX_PARTS parts (a zip bomb) before
 * any reader opens it.
 */
export function receiveImportFile(ctx: AppContext): RequestHandler {
  const limits = { fileSize: ctx.env.UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 12 };
  const unpackLimits = { maxBytes: ctx.env.IMPORT_UNPACKED_MAX_BYTES, maxParts: ctx.env.IMPORT_MAX_PARTS };
  const parse = multer({ storage: multer.memoryStorage(), limits }).single('file');
  const check = async (file: Express.Multer.File | undefined) => {
    if (!file) return;
    refuseOtherTypes(file);
    await refuseOversizedZip(file.buffer, unpackLimits);
    checked.add(file.buffer);
  };
  return (req, res, next) => {
    parse(req, res, (err?: unknown) => {
      if (err) return next(err instanceof MulterError ? fromMulterError(err, limits) : err);
      check(req.file).then(() => next(), next);
    });
  };
}

/** The bytes of the uploaded workbook, as `receiveImportFile` checked them; no file is a 400. */
export function uploadedWorkbook(req: Request): Buffer {
  const file = req.file;
  if (!file) throw badRequest('upload.noFile');
  if (!checked.has(file.buffer)) throw new Error('an import read a workbook that receiveImportFile did not check');
  return file.buffer;
}
