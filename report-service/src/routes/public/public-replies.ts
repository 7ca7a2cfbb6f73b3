import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PublicRepliesExport, translate } from '@proposal-desk/shared';
import type { Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { breakOffDownload } from '../../http/download';
import { routesOf } from '../../http/routes';
import { requestOrigin } from '../../http/request-origin';
import { atomXml } from '../../public/atom-feed';
import { PublicExportFiles } from '../../public/public-export-file';
import { publicRepliesOf, publicReplyIds, publicReplyOptions } from '../../public/public-reply-queries';
import { SharedRateLimitStore } from '../../rate-limits/rate-limit-store';
import { RateLimitTable } from '../../rate-limits/rate-limit-table';
import { answerUnchanged } from './public-freshness';

/** Requests one address may make to the public calls a minute: a person paging is far below it, a scraper is not. */
export const PUBLIC_REQUESTS_PER_MINUTE = 120;
const FEED_SIZE = 50;

/** 答复公开's calls, open to anyone: the page's list and choices, the Atom feed, the open-data export and its schema. */
export function publicRepliesRouter(ctx: AppContext): Router {
  const limited = rateLimit({
    windowMs: 60_000,
    limit: PUBLIC_REQUESTS_PER_MINUTE,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    // Counted in the database, so the limit is the same whichever instance a request reaches.
    store: new SharedRateLimitStore(new RateLimitTable(ctx.db), 'public:'),
    handler: (req, res) => {
      res.status(429).json({ code: 429, msg: translate('public.busy', req.lang, {}), success: false });
    },
  });
  const fresh = answerUnchanged(ctx);
  const exportFiles = new PublicExportFiles(ctx.db, path.join(ctx.env.DATA_DIR, 'public-export'));
  // Every public call is limited; those that answer the data are answered 304 when the client has them already.
  const guarded = <T>(handle: T) => ({ use: [limited], handle });
  const kept = <T>(handle: T) => ({ use: [limited, fresh], handle });

  return routesOf({
    publicReplies: kept(async ({ query }) => {
      const { pageIndex, pageSize, ...filters } = query;
      const { ids, total } = await publicReplyIds(ctx.db, filters, pageSize, (pageIndex - 1) * pageSize);
      return { rows: await publicRepliesOf(ctx.db, ids), total, pageIndex, pageSize };
    }),
    publicReplyOptions: kept(() => publicReplyOptions(ctx.db)),
    publicRepliesFeed: kept(async ({ req, res }) => {
      const origin = ctx.env.PUBLIC_URL ?? requestOrigin(req);
      const page = `${origin}/#/public/replies`;
      const { ids } = await publicReplyIds(ctx.db, {}, FEED_SIZE);
      const rows = await publicRepliesOf(ctx.db, ids);
      const xml = atomXml({
        id: page,
        title: '建议提案答复公开',
        subtitle: '人大代表建议和政协提案的答复（已公开部分）',
        link: page,
        self: `${origin}/api/Public/Replies/feed.atom`,
        language: 'zh-CN',
        updated: rows[0] ? new Date(rows[0].publishedAt) : new Date(0),
        entries: rows.map((row) => ({
          id: `${page}?caseNo=${encodeURIComponent(row.caseNo)}`,
          title: `${row.caseNo} ${row.title}`,
          link: `${page}?keyword=${encodeURIComponent(row.caseNo)}`,
          updated: new Date(row.publishedAt),
          author: row.submitter,
          category: row.category,
          summary: `${row.units.join('、')}答复（${row.reply.docNo}，${row.reply.date}）`,
          content: row.reply.text,
        })),
      });
      res.type('application/atom+xml; charset=utf-8').send(xml);
    }),
    publicRepliesExport: kept(async ({ res }) => {
      const file = await exportFiles.open();
      try {
        const { size } = await file.stat();
        res.setHeader('Content-Disposition', 'inline; filename="public-replies.json"');
        res.setHeader('Content-Length', String(size));
        res.type('application/json; charset=utf-8');
        await pipeline(file.createReadStream({ autoClose: false }), res);
      } catch (err) {
        breakOffDownload(res, err);
      } finally {
        await file.close();
      }
    }),
    publicRepliesSchema: guarded(({ res }) => {
      res.type('application/schema+json; charset=utf-8').send(JSON.stringify(z.toJSONSchema(PublicRepliesExport), null, 2));
    }),
  });
}
