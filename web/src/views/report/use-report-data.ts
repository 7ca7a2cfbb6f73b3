import type { ReportData, ReportOptions } from '@proposal-desk/shared';
import { useEffect, useState } from 'react';
import { fetchReportData, fetchReportOptions, type ReportQuery } from '../../api/reports';

export interface ReportDataState {
  data?: ReportData;
  loading: boolean;
  /** The server's message when the report could not be produced. */
  error?: string;
}

/** The report's data for the parameters in the URL; `ready` false (a document without its case) asks nothing. */
export function useReportData(id: string, query: ReportQuery, ready: boolean): ReportDataState {
  const [state, setState] = useState<ReportDataState>({ loading: ready });
  const key = JSON.stringify(query);

  useEffect(() => {
    if (!ready) {
      setState({ loading: false });
      return;
    }
    let current = true;
    setState((before) => ({ data: before.data, loading: true }));
    fetchReportData(id, JSON.parse(key) as ReportQuery)
      .then((data) => current && setState({ data, loading: false }))
      .catch((error: unknown) => current && setState({ loading: false, error: error instanceof Error ? error.message : String(error) }));
    return () => {
      current = false;
    };
  }, [id, key, ready]);

  return state;
}

/** The parameter bar's choices (sessions, units, dictionaries), once per page. */
export function useReportOptions(): ReportOptions | undefined {
  const [options, setOptions] = useState<ReportOptions>();
  useEffect(() => {
    let current = true;
    fetchReportOptions()
      .then((answer) => current && setOptions(answer))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return options;
}
