import { z } from 'zod';
import { ReportCatalogueItem, ReportOptions } from '../../reports/options';
import { ReportData } from '../../reports/report-data';
import { callsOf } from '../call';

/** An unknown id is answered 404 (not 400): the id is checked against the catalogue by the handler. */
const ReportIdParams = z.object({ id: z.string().describe('A report id, as listed by Report/List') });
/** A report's own parameters (each report's are listed by `Report/List`). */
const ReportParamsQuery = z.record(z.string(), z.string()).describe("The report's parameters, as listed by Report/List");

/** The calls of reports. */
export const reportsCalls = callsOf('Reports')({
  reportList: {
    method: 'get',
    path: '/api/Report/List',
    summary: 'The reports the caller may open, with their parameters',
    access: 'signedIn',
    answer: z.array(ReportCatalogueItem),
  },
  reportOptions: {
    method: 'get',
    path: '/api/Report/Options',
    summary: 'The choices of the report parameters',
    access: 'signedIn',
    answer: ReportOptions,
  },
  reportData: {
    method: 'get',
    path: '/api/Report/:id/data',
    summary: 'One report’s data',
    access: 'signedIn',
    params: ReportIdParams,
    query: ReportParamsQuery,
    answer: ReportData,
  },
  reportPdf: {
    method: 'get',
    path: '/api/Report/:id/pdf',
    summary: 'One report as PDF',
    access: 'signedIn',
    params: ReportIdParams,
    query: ReportParamsQuery,
    file: 'pdf',
  },
  reportXlsx: {
    method: 'get',
    path: '/api/Report/:id/xlsx',
    summary: 'One report as a workbook',
    access: 'signedIn',
    params: ReportIdParams,
    query: ReportParamsQuery,
    file: 'xlsx',
  },
  reportDocx: {
    method: 'get',
    path: '/api/Report/:id/docx',
    summary: 'One report as an editable Word document (the reports the catalogue marks `word`)',
    access: 'signedIn',
    params: ReportIdParams,
    query: ReportParamsQuery,
    file: 'docx',
  },
});
