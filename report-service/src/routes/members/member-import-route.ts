import { LOG_MODULES, type MemberImportMode, type MemberImportReport, translate } from '@proposal-desk/shared';
import type { Request, RequestHandler } from 'express';
import multer, { MulterError } from 'multer';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/schema';
import { badRequest } from '../../errors';
import { actorOf, recordActivity } from '../../lib/activity-log';
import { callerOf } from '../../middlewares/auth';
import { fromMulterError } from '../../middlewares/errors';
import { contentMatchesExtension } from '../upload/file-signatures';
import { decodeMultipartName } from '../upload/upload-names';
import { addMember } from './member-commands';
import { checkImportRows } from './member-import';
import { readMemberSheet } from './member-import-sheet';
import type { Kysely } from 'kysely';

/** Multipart field `file`: one .xlsx held in memory within the upload size limit. */
export function receiveImportFile(ctx: AppContext): RequestHandler {
  const limits = { fileSize: ctx.env.UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 12 };
  const parse = multer({ storage: multer.memoryStorage(), limits }).single('file');
  return (req, res, next) => {
    parse(req, res, (err?: unknown) => next(err instanceof MulterError ? fromMulterError(err, limits) : err));
  };
}

/** The uploaded workbook's bytes; anything but an .xlsx (by name and by content) is a 400. */
function workbookBytes(req: Request): Buffer {
  const file = req.file;
  if (!file) throw badRequest('upload.noFile');
  const name = decodeMultipartName(file.originalname);
  if (!name.toLowerCase().endsWith('.xlsx') || !contentMatchesExtension('xlsx', file.buffer)) throw badRequest('member.importBadType');
  return file.buffer;
}

/**
 * `ImportNpc`: checks every row like AddNPC; mode `all` writes nothing when any row is invalid,
 * `validOnly` writes the valid rows. Writes happen in one transaction with one activity entry.
 */
export async function importMembers(
  db: Kysely<Database>,
  req: Request,
  mode: MemberImportMode,
): Promise<{ report: MemberImportReport; message: string }> {
  const caller = callerOf(req);
  const rows = await readMemberSheet(workbookBytes(req));
  const checked = await checkImportRows(db, caller, rows, req.lang);
  const report: MemberImportReport = {
    mode,
    total: rows.length,
    valid: checked.valid.length,
    invalid: checked.invalidRows,
    imported: 0,
    errors: checked.errors,
  };
  if (checked.valid.length === 0 || (mode === 'all' && checked.invalidRows > 0))
    return { report, message: translate('member.importRejected', req.lang, { count: checked.invalidRows }) };

  await db.transaction().execute(async (trx) => {
    for (const { body } of checked.valid) await addMember(trx, caller, body);
    const skipped = checked.invalidRows ? `，跳过有误的 ${checked.invalidRows} 行` : '';
    await recordActivity(trx, actorOf(req), LOG_MODULES.member, `导入代表委员 ${checked.valid.length} 条${skipped}`);
  });
  report.imported = checked.valid.length;
  return { report, message: translate('member.imported', req.lang, { count: report.imported }) };
}
