import {
  API_PATHS,
  LOG_MODULES,
  MemberChangeBody,
  MemberFilter,
  MemberIdQuery,
  MemberImportQuery,
  MemberPageQuery,
  MemberProfileBody,
  MemberUpdateBody,
  translate,
} from '@proposal-desk/shared';
import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { notFound } from '../../errors';
import { attachmentDisposition, sendDownload } from '../../http/download';
import { parseBody, parseParams, parseQuery } from '../../http/input';
import { ok, okWithMessage } from '../../http/respond';
import { beijingDateStamp } from '../../lib/beijing-time';
import { actorOf, recordActivity } from '../../lib/activity-log';
import { callerOf, requireLevel } from '../../middlewares/auth';
import { addMember, changeMember, deleteMember, importMembers, updateMember } from './member-commands';
import { renderMemberWorkbook, streamMemberWorkbook } from './member-excel';
import { receiveImportFile, uploadedWorkbook } from '../upload/import-upload';
import { readMemberSheet } from './member-import-sheet';
import { countMemberProfiles, listMemberProfiles, memberProfileBatches } from './member-list-queries';
import { findMemberProfile, memberVisibleTo } from './member-queries';
import { findMemberOptions } from './member-option-queries';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The spec's `HrSatff` calls: the delegate/member list, its writes, option lists and Excel export. */
export function hrStaffRouter(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;

  const presentSaved = async (id: number) => {
    const profile = await findMemberProfile(db, id, { scope: { kind: 'all' }, ownId: null });
    if (!profile) throw notFound('member.notFound');
    return profile;
  };

  router.post(API_PATHS.npcList, async (req, res) => {
    const page = parseQuery(req, MemberPageQuery);
    const filter = parseBody(req, MemberFilter);
    const list = await listMemberProfiles(db, memberVisibleTo(callerOf(req)), filter, {
      pageIndex: page.intPageIndex,
      pageSize: page.intPageSize,
    });
    ok(req, res, list);
  });

  router.post(API_PATHS.npcAdd, requireLevel(3), async (req, res) => {
    const body = parseBody(req, MemberProfileBody);
    const id = await addMember(db, actorOf(req), callerOf(req), body);
    ok(req, res, await presentSaved(id), 'common.added');
  });

  router.put(API_PATHS.npcUpdate, async (req, res) => {
    const body = parseBody(req, MemberUpdateBody);
    await updateMember(db, actorOf(req), callerOf(req), body);
    ok(req, res, await presentSaved(body.ID), 'common.saved');
  });

  router.put(API_PATHS.npcChange, requireLevel(3), async (req, res) => {
    const change = parseBody(req, MemberChangeBody);
    await changeMember(db, actorOf(req), callerOf(req), change);
    ok(req, res, await presentSaved(change.ID), 'common.saved');
  });

  router.delete(API_PATHS.npcDelete, requireLevel(3), async (req, res) => {
    const { ID } = parseParams(req, MemberIdQuery);
    await deleteMember(db, actorOf(req), callerOf(req), ID);
    ok(req, res, { hR_ID: ID }, 'common.deleted');
  });

  router.post(API_PATHS.npcOptions, async (req, res) => {
    ok(req, res, await findMemberOptions(db, callerOf(req)));
  });

  // The workbook is streamed: the count is logged first, then the rows go out in batches.
  router.post(API_PATHS.npcExcel, async (req, res) => {
    const filter = parseBody(req, MemberFilter);
    const visible = memberVisibleTo(callerOf(req));
    const total = await countMemberProfiles(db, visible, filter);
    await recordActivity(db, actorOf(req), LOG_MODULES.export, `导出代表委员名单 ${total} 条`);
    const stamp = beijingDateStamp(new Date());
    res.setHeader('Content-Type', XLSX_TYPE);
    res.setHeader('Content-Disposition', attachmentDisposition(`代表委员名单_${stamp}.xlsx`, `members_${stamp}.xlsx`));
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    try {
      await streamMemberWorkbook(res, memberProfileBatches(db, visible, filter));
    } catch (error) {
      // Once bytes are out no envelope can follow: the download breaks off instead of ending as a bad file.
      if (!res.headersSent) throw error;
      res.destroy(error instanceof Error ? error : undefined);
    }
  });

  router.post(API_PATHS.npcImport, requireLevel(3), receiveImportFile(ctx), async (req, res) => {
    const { mode } = parseParams(req, MemberImportQuery);
    const rows = await readMemberSheet(uploadedWorkbook(req));
    const report = await importMembers(db, actorOf(req), callerOf(req), rows, { mode, lang: req.lang });
    const message =
      report.imported > 0
        ? translate('member.imported', req.lang, { count: report.imported })
        : translate('member.importRejected', req.lang, { count: report.invalid });
    okWithMessage(res, report, message);
  });

  router.get(API_PATHS.npcImportTemplate, requireLevel(3), async (req, res) => {
    await recordActivity(db, actorOf(req), LOG_MODULES.export, '下载代表委员导入模板');
    sendDownload(res, {
      body: await renderMemberWorkbook([]),
      name: '代表委员导入模板.xlsx',
      fallbackName: 'members_template.xlsx',
      contentType: XLSX_TYPE,
      cacheControl: 'no-store',
    });
  });

  return router;
}
