import { REPORT_DECLARATIONS, type ReportId } from './definitions/catalogue';

/** A print route's name, which is also its report's id. */
export type PrintRouteName = ReportId;
export type PrintRoutePath = `/${PrintRouteName}`;

/** The hidden print and list routes of spec §2: one per report, named after its id (reports.md). */
export const PRINT_ROUTES: readonly PrintRoutePath[] = REPORT_DECLARATIONS.map((d) => `/${d.id}` as const);

/** The route name of a print path: the path without its slash. */
export const printRouteName = (path: string): string => path.replace(/^\//, '');
