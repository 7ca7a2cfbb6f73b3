import {
  API_PATHS,
  type Paged,
  type ReportCatalogueEntry,
  type ReportRunView,
  type ReportScheduleView,
  type TReportRunRequest,
  type TReportScheduleSave,
  withParams,
} from '@proposal-desk/shared';
import { apiPath, download, request } from './request';

/** The reports the caller may use (the run dialog lists them). */
export const fetchReportCatalogue = async () =>
  (await request<ReportCatalogueEntry[]>({ url: apiPath(API_PATHS.reportList), method: 'GET' })).data ?? [];

export const fetchRuns = async (pageIndex: number, pageSize: number) =>
  (await request<Paged<ReportRunView>>({ url: apiPath(API_PATHS.reportRuns), method: 'GET', params: { pageIndex, pageSize } })).data;

export const fetchRun = async (id: number) =>
  (await request<ReportRunView>({ url: apiPath(withParams(API_PATHS.reportRun, { id })), method: 'GET' })).data;

export const createRun = (body: TReportRunRequest) =>
  request<{ id: number }>({ url: apiPath(API_PATHS.reportRuns), method: 'POST', data: body });

export const cancelRun = (id: number) =>
  request<{ id: number }>({ url: apiPath(withParams(API_PATHS.reportRunCancel, { id })), method: 'POST' });

export const downloadRunZip = (run: Pick<ReportRunView, 'id' | 'title'>) =>
  download(withParams(API_PATHS.reportRunZip, { id: run.id }), run.title, 'zip');

export const fetchSchedules = async () =>
  (await request<ReportScheduleView[]>({ url: apiPath(API_PATHS.reportSchedules), method: 'GET' })).data ?? [];

export const saveSchedule = (body: TReportScheduleSave) =>
  body.id
    ? request<{ id: number }>({ url: apiPath(withParams(API_PATHS.reportSchedule, { id: body.id })), method: 'PUT', data: body })
    : request<{ id: number }>({ url: apiPath(API_PATHS.reportSchedules), method: 'POST', data: body });

export const deleteSchedule = (id: number) =>
  request<{ id: number }>({ url: apiPath(withParams(API_PATHS.reportSchedule, { id })), method: 'DELETE' });

export const setScheduleEnabled = (id: number, enabled: boolean) =>
  request<{ id: number }>({ url: apiPath(withParams(API_PATHS.reportScheduleState, { id })), method: 'POST', data: { enabled } });

export const runScheduleNow = (id: number) =>
  request<{ id: number }>({ url: apiPath(withParams(API_PATHS.reportScheduleRunNow, { id })), method: 'POST' });
