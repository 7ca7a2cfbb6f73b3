import { API_CALLS, type CallQuery } from '@proposal-desk/shared';
import { callApi } from './request';

const { publicReplies, publicReplyOptions, publicRepliesFeed, publicRepliesExport, publicRepliesSchema } = API_CALLS;

/** The public list's query: page and filters, as they stand in the page's URL. */
export type PublicRepliesParams = CallQuery<typeof publicReplies>;

export const fetchPublicReplies = (query: PublicRepliesParams, signal?: AbortSignal) => callApi(publicReplies, { query }, signal);

export const fetchPublicReplyOptions = (signal?: AbortSignal) => callApi(publicReplyOptions, {}, signal);

/** Where the feed, the open-data export and its schema are, for the page's links. */
export const PUBLIC_REPLY_LINKS = {
  feed: publicRepliesFeed.path,
  export: publicRepliesExport.path,
  schema: publicRepliesSchema.path,
} as const;
