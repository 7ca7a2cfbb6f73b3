import type { ReportData, ReportOptions } from '@proposal-desk/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchReportData, fetchReportOptions, type ReportQuery } from '../../api/reports';

export interface ReportDataState {
  data?: ReportData;
  loading: boolean;
  /** The server's message when the report could not be produced. */
  error?: string;
}

/** The report's data for the parameters in the URL; `ready` false (a document without its case) asks nothing. */
export function useReportData(id: string, query: ReportQuery, ready: boolean): ReportDataState {
  const answer = useQuery({
    queryKey: ['reportData', id, query],
    queryFn: async () => (await fetchReportData(id, query)).data,
    enabled: ready,
    placeholderData: keepPreviousData,
  });
  if (!ready) return { loading: false };
  if (answer.isError && !answer.isFetching) return { loading: false, error: answer.error.message };
  return { data: answer.data, loading: answer.isFetching };
}

/** The parameter bar's choices (sessions, units, dictionaries), once per page. */
export function useReportOptions(): ReportOptions | undefined {
  return useQuery({ queryKey: ['reportOptions'], queryFn: async () => (await fetchReportOptions()).data }).data;
}
