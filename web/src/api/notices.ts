import { API_PATHS, type NoticeItem, type NoticeKind } from '@proposal-desk/shared';
import { apiPath, request } from './request';

/** The uncleared notices and e-mails of the notice popover. */
export const fetchNotices = (signal?: AbortSignal) => request<NoticeItem[]>({ url: apiPath(API_PATHS.noticeList), method: 'GET', signal });

/** Clears one tab's messages, or both when no kind is given. */
export const clearNotices = (kind?: NoticeKind) =>
  request<null>({ url: apiPath(API_PATHS.noticeClear), method: 'POST', data: kind ? { kind } : {} });
