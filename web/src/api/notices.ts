import { API_CALLS, type NoticeKind } from '@proposal-desk/shared';
import { callApi } from './request';

const { noticeList, noticeClear } = API_CALLS;

/** The uncleared notices and e-mails of the notice popover. */
export const fetchNotices = (signal?: AbortSignal) => callApi(noticeList, {}, signal);

/** Clears one tab's messages, or both when no kind is given. */
export const clearNotices = (kind?: NoticeKind) => callApi(noticeClear, { body: kind ? { kind } : {} });
