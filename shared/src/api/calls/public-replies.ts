import { PublicRepliesQuery, PublicReply, PublicReplyOptions } from '../../schemas/public-replies';
import { callsOf, pagedOf } from '../call';

/** 答复公开: what the office published, to anyone, signed in or not (rate-limited, cached). */
export const publicRepliesCalls = callsOf('Public replies')({
  publicReplies: {
    method: 'get',
    path: '/api/Public/Replies',
    summary: 'The published replies, newest first, by body, session, category and words',
    access: 'public',
    query: PublicRepliesQuery,
    answer: pagedOf(PublicReply),
  },
  publicReplyOptions: {
    method: 'get',
    path: '/api/Public/ReplyOptions',
    summary: 'The sessions and categories that have published replies',
    access: 'public',
    answer: PublicReplyOptions,
  },
  publicRepliesFeed: {
    method: 'get',
    path: '/api/Public/Replies/feed.atom',
    summary: 'The 50 latest published replies as an Atom feed',
    access: 'public',
    file: 'atom',
  },
  publicRepliesExport: {
    method: 'get',
    path: '/api/Public/Replies/export.json',
    summary: 'Every published reply for the open-data portal (schema: /api/Public/Replies/schema.json)',
    access: 'public',
    file: 'json',
  },
  publicRepliesSchema: {
    method: 'get',
    path: '/api/Public/Replies/schema.json',
    summary: 'The JSON Schema of the open-data export',
    access: 'public',
    file: 'json',
  },
});
