import { createHash } from 'node:crypto';
import { PublicRepliesExport, translate } from '@proposal-desk/shared';
import type { Request, Response, Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import { Feed } from 'feed';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { routesOf } from '../../http/routes';
import { requestOrigin } from '../../http/request-origin';
import { countPublicReplies, publicReplyOptions, publicReplyRows } from '../../public/public-reply-queries';
import { readDataVersion } from '../../reports/data-version-queries';

/** Requests one address may make to the public calls a minute: a person paging is far below it, a scraper is not. */
export const PUBLIC_REQUESTS_PER_MINUTE = 120;
const FEED_SIZE = 50;
/** How long a browser or a proxy may keep a public answer before asking again (the data version makes it revalidate). */
const MAX_AGE_SECONDS = 60;

/**
 * A public answer is the same for everyone and changes only with the data: it carries an ETag of the data version and
 * the address asked, may be kept by any cache for a minute, and a client holding it is answered 304.
 */
async function fresh(ctx: AppContext, req: Request, res: Response): Promise<boolean> {
  const { stamp } = await readDataVersion(ctx.db);
  const etag = `"${createHash('sha256').update(`${stamp}|${req.originalUrl}`).digest('base64url').slice(0, 27)}"`;
  res.setHeader('ETag', etag);
  res.setHeader('Cache-Control', `public, max-age=${MAX_AGE_SECONDS}`);
  if (req.headers['if-none-match'] === etag) {
    res.status(304).end();
    return true;
  }
  return false;
}

/** 答复公开's calls, open to anyone: the page's list and choices, the Atom feed, the open-data export and its schema. */
export function publicRepliesRouter(ctx: AppContext): Router {
  const limited = rateLimit({
    windowMs: 60_000,
    limit: PUBLIC_REQUESTS_PER_MINUTE,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    handler: (req, res) => {
      res.status(429).json({ code: 429, msg: translate('public.busy', req.lang, {}), success: false });
    },
  });
  const guarded = <T>(handle: T) => ({ use: [limited], handle });

  return routesOf({
    publicReplies: guarded(async ({ query, req, res }) => {
      await fresh(ctx, req, res);
      const { pageIndex, pageSize, ...filters } = query;
      const [rows, total] = await Promise.all([
        publicReplyRows(ctx.db, filters, pageSize, (pageIndex - 1) * pageSize),
        countPublicReplies(ctx.db, filters),
      ]);
      return { rows, total, pageIndex, pageSize };
    }),
    publicReplyOptions: guarded(async ({ req, res }) => {
      await fresh(ctx, req, res);
      return publicReplyOptions(ctx.db);
    }),
    publicRepliesFeed: guarded(async ({ req, res }) => {
      if (await fresh(ctx, req, res)) return;
      const origin = ctx.env.PUBLIC_URL ?? requestOrigin(req);
      const page = `${origin}/#/public/replies`;
      const rows = await publicReplyRows(ctx.db, {}, FEED_SIZE);
      const feed = new Feed({
        title: '建议提案答复公开',
        description: '人大代表建议和政协提案的答复（已公开部分）',
        id: page,
        link: page,
        language: 'zh-CN',
        updated: rows[0] ? new Date(rows[0].publishedAt) : new Date(0),
        copyright: '',
        feedLinks: { atom: `${origin}/api/Public/Replies/feed.atom` },
      });
      for (const row of rows)
        feed.addItem({
          title: `${row.caseNo} ${row.title}`,
          id: `${page}?caseNo=${encodeURIComponent(row.caseNo)}`,
          link: `${page}?keyword=${encodeURIComponent(row.caseNo)}`,
          date: new Date(row.publishedAt),
          description: `${row.units.join('、')}答复（${row.reply.docNo}，${row.reply.date}）`,
          content: row.reply.text,
          author: [{ name: row.submitter }],
          category: [{ name: row.category }],
        });
      res.type('application/atom+xml; charset=utf-8').send(feed.atom1());
    }),
    publicRepliesExport: guarded(async ({ req, res }) => {
      if (await fresh(ctx, req, res)) return;
      const replies = await publicReplyRows(ctx.db, {}, Number.MAX_SAFE_INTEGER);
      const body: PublicRepliesExport = { generatedAt: new Date().toISOString(), replies };
      res.setHeader('Content-Disposition', 'inline; filename="public-replies.json"');
      res.type('application/json; charset=utf-8').send(JSON.stringify(body));
    }),
    publicRepliesSchema: guarded(({ res }) => {
      res.type('application/schema+json; charset=utf-8').send(JSON.stringify(z.toJSONSchema(PublicRepliesExport), null, 2));
    }),
  });
}
