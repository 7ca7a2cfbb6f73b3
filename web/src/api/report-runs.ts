import { API_CALLS, type CallBody, type ReportRunView, withParams } from '@proposal-desk/shared';
import { callApi, download } from './request';

const {
  reportList,
  reportRuns,
  reportRun,
  reportRunStart,
  reportRunCancel,
  reportRunZip,
  reportSchedules,
  reportScheduleAdd,
  reportSchedule,
  reportScheduleDelete,
  reportScheduleState,
  reportScheduleRunNow,
  reportScheduleCronPreview,
} = API_CALLS;

/** The reports the caller may use (the run dialog lists them). */
export const fetchReportCatalogue = () => callApi(reportList, {});

export const fetchRuns = (pageIndex: number, pageSize: number, signal?: AbortSignal) =>
  callApi(reportRuns, { query: { pageIndex, pageSize } }, signal);

export const fetchRun = (id: number) => callApi(reportRun, { params: { id } });

export const createRun = (body: CallBody<typeof reportRunStart>) => callApi(reportRunStart, { body });

export const cancelRun = (id: number) => callApi(reportRunCancel, { params: { id } });

export const downloadRunZip = (run: Pick<ReportRunView, 'id' | 'title'>) =>
  download(withParams(reportRunZip.path, { id: run.id }), run.title, 'zip');

export const fetchSchedules = () => callApi(reportSchedules, {});

export const saveSchedule = (body: CallBody<typeof reportScheduleAdd>) =>
  body.id ? callApi(reportSchedule, { params: { id: body.id }, body }) : callApi(reportScheduleAdd, { body });

export const deleteSchedule = (id: number) => callApi(reportScheduleDelete, { params: { id } });

export const setScheduleEnabled = (id: number, enabled: boolean) => callApi(reportScheduleState, { params: { id }, body: { enabled } });

export const runScheduleNow = (id: number) => callApi(reportScheduleRunNow, { params: { id } });

/** The next firings of a cron expression in a time zone, or why it cannot fire (the schedule dialog shows them as it is typed). */
export const previewCron = (cron: string, timezone: string, signal?: AbortSignal) =>
  callApi(reportScheduleCronPreview, { query: { cron, timezone } }, signal);
