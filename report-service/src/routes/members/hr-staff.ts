import { FILE_TYPES, LOG_MODULES, translate } from '@proposal-desk/shared';
import type { Router } from 'express';
import type { AppContext } from '../../app-context';
import { notFound } from '../../errors';
import { attachmentDisposition, breakOffDownload, sendDownload } from '../../http/download';
import { routesOf, sayingText } from '../../http/routes';
import { beijingDateStamp } from '../../lib/beijing-time';
import { actorOf, recordActivity } from '../../lib/activity-log';
import { addMember, changeMember, deleteMember, importMembers, updateMember } from './member-commands';
import { MEMBER_SHEET_NAME, MEMBER_TEMPLATE_NAME, renderMemberWorkbook, streamMemberWorkbook } from './member-excel';
import { receiveImportFile, uploadedWorkbook } from '../upload/import-upload';
import { readMemberSheet } from './member-import-sheet';
import { countMemberProfiles, listMemberProfiles, memberProfileBatches } from './member-list-queries';
import { findMemberProfile, memberVisibleTo } from './member-queries';
import { findMemberOptions } from './member-option-queries';

/** The spec's `HrSatff` calls: the delegate/member list, its writes, option lists and Excel export. */
export function hrStaffRouter(ctx: AppContext): Router {
  const { db } = ctx;

  const presentSaved = async (id: number) => {
    const profile = await findMemberProfile(db, id, { scope: { kind: 'all' }, ownId: null });
    if (!profile) throw notFound('member.notFound');
    return profile;
  };

  return routesOf({
    npcList: ({ query, body, caller }) =>
      listMemberProfiles(db, memberVisibleTo(caller), body, { pageIndex: query.intPageIndex, pageSize: query.intPageSize }),

    npcAdd: async ({ body, caller, req }) => presentSaved(await addMember(db, actorOf(req), caller, body)),

    npcUpdate: async ({ body, caller, req }) => {
      await updateMember(db, actorOf(req), caller, body);
      return presentSaved(body.ID);
    },

    npcChange: async ({ body, caller, req }) => {
      await changeMember(db, actorOf(req), caller, body);
      return presentSaved(body.ID);
    },

    npcDelete: async ({ body, caller, req }) => {
      await deleteMember(db, actorOf(req), caller, body.ID);
      return { hR_ID: body.ID };
    },

    npcOptions: ({ caller }) => findMemberOptions(db, caller),

    // The workbook is streamed: the count is logged first, then the rows go out in batches.
    npcExcel: async ({ body, caller, req, res }) => {
      const visible = memberVisibleTo(caller);
      const total = await countMemberProfiles(db, visible, body);
      await recordActivity(db, actorOf(req), LOG_MODULES.export, { key: 'log.member.exported', params: { count: total } });
      const stamp = beijingDateStamp(new Date());
      res.setHeader('Content-Type', FILE_TYPES.xlsx);
      res.setHeader('Content-Disposition', attachmentDisposition(`${MEMBER_SHEET_NAME[req.lang]}_${stamp}.xlsx`, `members_${stamp}.xlsx`));
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      try {
        await streamMemberWorkbook(res, memberProfileBatches(db, visible, body), req.lang);
      } catch (error) {
        breakOffDownload(res, error);
      }
    },

    npcImport: {
      use: [receiveImportFile(ctx)],
      handle: async ({ query, caller, req }) => {
        const rows = await readMemberSheet(uploadedWorkbook(req), req.lang);
        const report = await importMembers(db, actorOf(req), caller, rows, { mode: query.mode, lang: req.lang });
        const message =
          report.imported > 0
            ? translate('member.imported', req.lang, { count: report.imported })
            : translate('member.importRejected', req.lang, { count: report.invalid });
        return sayingText(report, message);
      },
    },

    npcImportTemplate: async ({ req, res }) => {
      await recordActivity(db, actorOf(req), LOG_MODULES.export, { key: 'log.member.importTemplate' });
      sendDownload(res, {
        body: await renderMemberWorkbook([], req.lang),
        name: `${MEMBER_TEMPLATE_NAME[req.lang]}.xlsx`,
        fallbackName: 'members_template.xlsx',
        contentType: FILE_TYPES.xlsx,
        cacheControl: 'no-store',
      });
    },
  });
}
