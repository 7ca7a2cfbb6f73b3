import type { BodyCode } from '../../domain/enums';
import { pickParams, type ReportParamName } from '../params';
import type { Localized, PageOrientation, ReportKind } from '../report-data';
import { REPORT_DECLARATIONS, type ReportId } from './catalogue';
import type { ReportDeclaration, ReportDefinition, ReportGroup } from './report-definition';

export { REPORT_DECLARATIONS, type ReportId } from './catalogue';
export { BODY_PROPERTIES, isPropertyOfBody, type CasePropertyCode } from './properties';
export { REPORT_GROUPS, type ReportAudience, type ReportDeclaration, type ReportDefinition, type ReportGroup } from './report-definition';

function define<Id extends ReportId>(declaration: ReportDeclaration<Id>): ReportDefinition<Id> {
  const { minLevel, ...rest } = declaration;
  return { ...rest, schema: pickParams(...declaration.params), audience: { minLevel } };
}

/** The catalogue of reports.md: one report per print route of spec §2, id = route name. */
export const REPORT_DEFINITIONS: readonly ReportDefinition[] = REPORT_DECLARATIONS.map(define);

const BY_ID = new Map<string, ReportDefinition>(REPORT_DEFINITIONS.map((d) => [d.id, d]));

/** The definition of a report id (= print-route name), or undefined. */
export const reportDefinition = (id: string): ReportDefinition | undefined => BY_ID.get(id);

/** What the report centre needs of a definition (the schema stays on the server side of the wire). */
export interface ReportCatalogueEntry {
  id: ReportId;
  title: Localized;
  kind: ReportKind;
  group: ReportGroup;
  orientation: PageOrientation;
  params: readonly ReportParamName[];
  body?: BodyCode;
  governmentOnly?: boolean;
  dateBasis?: 'assigned' | 'submitted';
  word?: boolean;
}

export const catalogueEntry = (d: ReportDefinition): ReportCatalogueEntry => ({
  id: d.id,
  title: d.title,
  kind: d.kind,
  group: d.group,
  orientation: d.orientation,
  params: d.params,
  ...(d.body ? { body: d.body } : {}),
  ...(d.governmentOnly ? { governmentOnly: true } : {}),
  ...(d.dateBasis ? { dateBasis: d.dateBasis } : {}),
  ...(d.word ? { word: true } : {}),
});
