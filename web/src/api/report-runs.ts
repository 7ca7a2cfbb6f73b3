import {
  API_PATHS,
  type Paged,
  type ReportCatalogueEntry,
  type ReportCronPreview,
  type ReportRunView,
  type ReportRunRequest,
  type ReportScheduleSave,
  type ReportScheduleView,
  withParams,
} from '@proposal-desk/shared';
import type { z } from 'zod';
import { apiPath, download, request } from './request';

/** The reports the caller may use (the run dialog lists them). */
export const fetchReportCatalogue = () => request<ReportCatalogueEntry[]>({ url: apiPath(API_PATHS.reportList), method: 'GET' });

export const fetchRuns = (pageIndex: number, pageSize: number, signal?: AbortSignal) =>
  request<Paged<ReportRunView>>({ url: apiPath(API_PATHS.reportRuns), method: 'GET', params: { pageIndex, pageSize }, signal });

export const fetchRun = (id: number) => request<ReportRunView>({ url: apiPath(withParams(API_PATHS.reportRun, { id })), method: 'GET' });

export const createRun = (body: z.input<typeof ReportRunRequest>) =>
  request<{ id: number }>({ url: apiPath(API_PATHS.reportRuns), method: 'POST', data: body });

export const cancelRun = (id: number) =>
  request<{ id: number }>({ url: apiPath(withParams(API_PATHS.reportRunCancel, { id })), method: 'POST' });

export const downloadRunZip = (run: Pick<ReportRunView, 'id' | 'title'>) =>
  download(withParams(API_PATHS.reportRunZip, { id: run.id }), run.title, 'zip');

export const fetchSchedules = () => request<ReportScheduleView[]>({ url: apiPath(API_PATHS.reportSchedules), method: 'GET' });

export const saveSchedule = (body: z.input<typeof ReportScheduleSave>) =>
  body.id
    ? request<{ id: number }>({ url: apiPath(withParams(API_PATHS.reportSchedule, { id: body.id })), method: 'PUT', data: body })
    : request<{ id: number }>({ url: apiPath(API_PATHS.reportSchedules), method: 'POST', data: body });

export const deleteSchedule = (id: number) =>
  request<{ id: number }>({ url: apiPath(withParams(API_PATHS.reportSchedule, { id })), method: 'DELETE' });

export const setScheduleEnabled = (id: number, enabled: boolean) =>
  request<{ id: number }>({ url: apiPath(withParams(API_PATHS.reportScheduleState, { id })), method: 'POST', data: { enabled } });

export const runScheduleNow = (id: number) =>
  request<{ id: number }>({ url: apiPath(withParams(API_PATHS.reportScheduleRunNow, { id })), method: 'POST' });

/** The next firings of a cron expression in a time zone, or why it cannot fire (the schedule dialog shows them as it is typed). */
export const previewCron = (cron: string, timezone: string, signal?: AbortSignal) =>
  request<ReportCronPreview>({ url: apiPath(API_PATHS.reportScheduleCronPreview), method: 'GET', params: { cron, timezone }, signal });
