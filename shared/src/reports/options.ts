/** The choices of the report parameter bar (`GET /api/Report/Options`), already fitted to the caller's scope. */
export interface ReportOption {
  value: string;
  zh: string;
  en: string;
}

export interface ReportOptions {
  /** Sessions of the bodies the caller may see, newest first; `isCurrent` marks each body's default. */
  sessions: { id: number; body: 'NPC' | 'CPPCC'; name: string; isCurrent: boolean }[];
  /** Handling units (a unit user: only their own). */
  units: { id: number; name: string; system: string }[];
  /** Category lists per body, from the dictionaries table. */
  categories: Record<'NPC' | 'CPPCC', ReportOption[]>;
  properties: ReportOption[];
  unitSystems: ReportOption[];
}
