import { API_PATHS, type NoticeItem, type NoticeKind } from '@proposal-desk/shared';
import { apiPath, request } from './request';

/** The uncleared notices and e-mails of the notice popover. */
export async function fetchNotices(): Promise<NoticeItem[]> {
  const res = await request<NoticeItem[]>({ url: apiPath(API_PATHS.noticeList), method: 'GET' });
  return Array.isArray(res.data) ? res.data : [];
}

/** Clears one tab's messages, or both when no kind is given. */
export async function clearNotices(kind?: NoticeKind): Promise<void> {
  await request<unknown>({ url: apiPath(API_PATHS.noticeClear), method: 'POST', data: kind ? { kind } : {} });
}
