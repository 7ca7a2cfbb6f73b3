import { type Language, MEMBER_EXCEL_HEADERS, MEMBER_EXCEL_HEADERS_EN } from '@proposal-desk/shared';
import { readImportSheet, type SheetLayout, type SheetRow as ImportSheetRow, type SheetRows } from '../../lib/import-sheet';

export type ImportColumn = keyof typeof MEMBER_EXCEL_HEADERS;
export type SheetRow = ImportSheetRow<ImportColumn>;
/** The rows of a member sheet, with its column names as written. */
export type MemberSheetRows = SheetRows<ImportColumn>;

/** The columns an import file must have; account and type may be left out, time and operator are ignored. */
const REQUIRED_COLUMNS: readonly ImportColumn[] = ['name', 'session', 'group', 'background', 'address', 'mobile', 'nativePlace', 'remark'];
const MEMBER_SHEET: SheetLayout<ImportColumn> = {
  headers: MEMBER_EXCEL_HEADERS,
  headersEn: MEMBER_EXCEL_HEADERS_EN,
  required: REQUIRED_COLUMNS,
  read: [...REQUIRED_COLUMNS, 'account', 'type'],
};

/** The data rows of the first sheet under a header row of the export's headers (Chinese or English); blank rows are skipped. */
export const readMemberSheet = (data: Buffer, lang: Language = 'zh'): Promise<MemberSheetRows> => readImportSheet(data, MEMBER_SHEET, lang);
