import { reportDefinition, type ReportData, type ReportOptions } from '@proposal-desk/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchReportData, fetchReportOptions, type ReportQuery } from '../../api/reports';
import { bodyNotAllowed } from './report-query';

export interface ReportDataState {
  data?: ReportData;
  loading: boolean;
  /** The server's message when the report could not be produced. */
  error?: string;
}

const optionsQuery = { queryKey: ['reportOptions'], queryFn: async () => (await fetchReportOptions()).data } as const;

/**
 * The report's data for the parameters in the URL; `ready` false (a document without its case) asks nothing.
 * A body named in the URL is asked for only once the options say the caller may choose it: a link to the
 * other body's figures waits while the parameter bar puts the caller's own body in its place.
 */
export function useReportData(id: string, query: ReportQuery, ready: boolean): ReportDataState {
  const definition = reportDefinition(id);
  const options = useQuery(optionsQuery);
  const namesBody = Boolean(definition && !definition.body && query.body);
  const bodyJudged = !namesBody || options.isSuccess || options.isError;
  const bodyAllowed = !definition || !bodyNotAllowed(definition, query, options.data);
  const asks = ready && bodyJudged && bodyAllowed;
  const answer = useQuery({
    queryKey: ['reportData', id, query],
    queryFn: async () => (await fetchReportData(id, query)).data,
    enabled: asks,
    placeholderData: keepPreviousData,
  });
  if (!ready) return { loading: false };
  if (!asks) return { loading: true };
  if (answer.isError && !answer.isFetching) return { loading: false, error: answer.error.message };
  return { data: answer.data, loading: answer.isFetching };
}

/** The parameter bar's choices (sessions, units, dictionaries), once per page. */
export function useReportOptions(): ReportOptions | undefined {
  return useQuery(optionsQuery).data;
}
