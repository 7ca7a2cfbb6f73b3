import { z } from 'zod';
import { CASE_KINDS, CASE_PERIODS, type CaseKind } from '../domain/enums';
import { bodyField } from './case-fields';
import { IMPORT_MODES } from './import-report';

/** The Chinese column headers of the case import template, one row per case. */
export const CASE_IMPORT_HEADERS = {
  kind: '类型',
  session: '届次会议',
  title: '案由',
  content: '内容',
  reason: '理由',
  solution: '办法',
  period: '提出时间',
  lead: '领衔人',
  group: '提出单位',
  cosigners: '附议人',
  caseNo: '原案号',
} as const;
export type CaseImportColumn = keyof typeof CASE_IMPORT_HEADERS;

/** The English column headers of the template an English reader downloads; the import reads both. */
export const CASE_IMPORT_HEADERS_EN: Readonly<Record<CaseImportColumn, string>> = {
  kind: 'Kind',
  session: 'Session',
  title: 'Title',
  content: 'Content',
  reason: 'Reason',
  solution: 'Solution',
  period: 'Submitted',
  lead: 'Lead submitter',
  group: 'Submitting unit',
  cosigners: 'Co-signers',
  caseNo: 'Former case no.',
};

/** The columns an import file must have; the others may be left out. */
export const CASE_IMPORT_REQUIRED: readonly CaseImportColumn[] = ['kind', 'session', 'title', 'lead', 'group'];
export const CASE_IMPORT_COLUMNS = Object.keys(CASE_IMPORT_HEADERS) as CaseImportColumn[];

/** The kinds a body's register holds: 建议 and 议案 (人大), 提案 (政协). */
export const CASE_KINDS_OF_BODY: Record<'NPC' | 'CPPCC', readonly CaseKind[]> = { NPC: ['SUGGESTION', 'MOTION'], CPPCC: ['PROPOSAL'] };

/** The co-signers of a cell: names separated by 、 or commas (Chinese or Latin) or semicolons. */
export const splitNames = (text: string) =>
  text
    .split(/[、,，;；]+/)
    .map((name) => name.trim())
    .filter(Boolean);

const text = () => z.preprocess((v) => (v === undefined || v === null ? '' : v), z.string().trim());
const codeOfLabel = <T extends string>(list: ReadonlyArray<{ value: T; zh: string; en: string }>, cell: string) =>
  list.find((item) => item.zh === cell || item.value === cell.toUpperCase() || item.en.toLowerCase() === cell.toLowerCase())?.value;

/**
 * One sheet row of a body's import, its cells as read: the kind and time turned into their codes, the
 * co-signers into names, and exactly one of 领衔人 and 提出单位. Names become ids on the server, and the
 * result is then checked as a manual entry (`CaseEnterBody`).
 */
export const caseImportRow = (body: 'NPC' | 'CPPCC') =>
  z
    .object({
      kind: text().transform((cell, ctx) => {
        const code = codeOfLabel(CASE_KINDS, cell);
        if (code && CASE_KINDS_OF_BODY[body].includes(code)) return code;
        ctx.addIssue({ code: 'custom', message: 'case.importKindInvalid' });
        return z.NEVER;
      }),
      session: text().pipe(z.string().min(1, 'case.sessionRequired')),
      title: text(),
      content: text(),
      reason: text(),
      solution: text(),
      period: text().transform((cell, ctx) => {
        if (!cell) return 'DURING' as const;
        const code = codeOfLabel(CASE_PERIODS, cell);
        if (code) return code;
        ctx.addIssue({ code: 'custom', message: 'case.importPeriodInvalid' });
        return z.NEVER;
      }),
      lead: text(),
      group: text(),
      cosigners: text().transform(splitNames),
      caseNo: text(),
    })
    // Checked even when another cell is wrong, so the row shows every problem at once.
    .refine((row) => Boolean(row.lead) !== Boolean(row.group), { error: 'case.importSubmitterOne', path: ['lead'], when: () => true });
export type CaseImportRow = z.infer<ReturnType<typeof caseImportRow>>;

/** `Case/Import?body=&mode=`: `valid` (or `validOnly`, as the member import says it) writes the valid rows only. */
export const CaseImportQuery = z.object({
  body: bodyField(),
  mode: z.preprocess(
    (v) => (v === 'valid' ? 'validOnly' : v === '' ? undefined : v),
    z.enum(IMPORT_MODES, { error: 'case.importModeInvalid' }).optional().default('all'),
  ),
});

/** `Case/ImportTemplate?body=`. */
export const CaseImportTemplateQuery = z.object({ body: bodyField() });
