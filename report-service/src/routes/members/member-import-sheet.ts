import { MEMBER_EXCEL_HEADERS } from '@proposal-desk/shared';
import { readImportSheet, type SheetLayout, type SheetRow as ImportSheetRow } from '../../lib/import-sheet';

export type ImportColumn = keyof typeof MEMBER_EXCEL_HEADERS;
export type SheetRow = ImportSheetRow<ImportColumn>;

/** The columns an import file must have; account and type may be left out, time and operator are ignored. */
const REQUIRED_COLUMNS: readonly ImportColumn[] = ['name', 'session', 'group', 'background', 'address', 'mobile', 'nativePlace', 'remark'];
const MEMBER_SHEET: SheetLayout<ImportColumn> = {
  headers: MEMBER_EXCEL_HEADERS,
  required: REQUIRED_COLUMNS,
  read: [...REQUIRED_COLUMNS, 'account', 'type'],
};

/** The data rows of the first sheet under a header row of the export's Chinese headers; blank rows are skipped. */
export const readMemberSheet = (data: Buffer): Promise<SheetRow[]> => readImportSheet(data, MEMBER_SHEET);
