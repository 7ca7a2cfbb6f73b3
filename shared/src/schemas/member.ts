import { z } from 'zod';
import { optionalBody } from './case-fields';
import { CaseFilter } from './case-register';
import { MOBILE_LENGTH, optionalInt, optionalText, SortOrder } from './common';
import { IMPORT_MODES, type ImportError, type ImportMode, type ImportReport } from './import-report';

const mobile = () =>
  z
    .string({ error: 'profile.mobileRequired' })
    .trim()
    .min(1, 'profile.mobileEmpty')
    .max(MOBILE_LENGTH, 'profile.mobileInvalid')
    .regex(/^1\d{10}$/, 'profile.mobileInvalid');

const required = (
  key: 'profile.backgroundRequired' | 'profile.addressRequired' | 'profile.nativePlaceRequired' | 'profile.remarkRequired',
) => z.string({ error: key }).trim().min(1, key).max(200);

/** The fields a person may edit on their own profile (the personal-centre form, spec §5). */
export const PersonalProfileFields = {
  BackGround: required('profile.backgroundRequired'),
  Address: required('profile.addressRequired'),
  Mobile: mobile(),
  Native_place: required('profile.nativePlaceRequired'),
  Remark: required('profile.remarkRequired'),
};

/** A delegate/member profile as staff enter it (`AddNPC`). */
export const MemberProfileBody = z.object({
  Staff_Name: z.string({ error: 'profile.staffNameRequired' }).trim().min(1, 'profile.staffNameRequired').max(50),
  Case_ID: z.string().trim().max(50).optional().default(''),
  SPV_ID: z.coerce.number<number | string>({ error: 'member.sessionRequired' }).check(z.int32()).positive('member.sessionRequired'),
  DLG_ID: z.coerce.number<number | string>({ error: 'member.groupRequired' }).check(z.int32()).positive('member.groupRequired'),
  Type: z.coerce.number<number | string>().check(z.int32()).min(1).max(9).optional(),
  ...PersonalProfileFields,
});
export type TMemberProfileBody = z.infer<typeof MemberProfileBody>;

/** `UpdateNPC`: the profile with its ID; staff may change every field, the person only theirs. */
export const MemberUpdateBody = MemberProfileBody.partial({ Staff_Name: true, SPV_ID: true, DLG_ID: true }).extend({
  // No default here: an update without the account keeps the stored one.
  Case_ID: z.string().trim().max(50).optional(),
  ID: z.coerce.number<number | string>({ error: 'member.notFound' }).check(z.int32()).positive('member.notFound'),
});
export type TMemberUpdateBody = z.infer<typeof MemberUpdateBody>;

/** `ChangeNpc`: move a person to another delegation/group, session or type. */
export const MemberChangeBody = z.object({
  ID: z.coerce.number<number | string>({ error: 'member.notFound' }).check(z.int32()).positive('member.notFound'),
  DLG_ID: optionalInt(),
  SPV_ID: optionalInt(),
  Type: optionalInt().refine((v) => v === undefined || (v >= 1 && v <= 9), 'common.invalidField'),
});

export const MemberIdQuery = z.object({
  ID: z.coerce.number<number | string>({ error: 'member.notFound' }).check(z.int32()).positive('member.notFound'),
});

export const MEMBER_SORT_FIELDS = ['staff_Name', 'dlG_Name', 'meet_Name', 'create_Time', 'hR_ID'] as const;

/** A register filter written as its URL query (`body=NPC&figure=received`), or null when it is not one. */
export function caseFilterOfQuery(text: string): z.infer<typeof CaseFilter> | null {
  const parsed = CaseFilter.safeParse(Object.fromEntries(new URLSearchParams(text)));
  return parsed.success ? parsed.data : null;
}

/** The filter of `GetNpcList` and `GetExcelData`. */
export const MemberFilter = z.object({
  /** One profile by its id (a picker naming a member it was given by id, e.g. from a link). */
  HR_ID: optionalInt().describe('One profile by its id'),
  Staff_Name: optionalText(),
  DLG_ID: optionalInt(),
  SPV_ID: optionalInt(),
  Meet_Name: optionalText(),
  Type: optionalInt(),
  BackGround: optionalText(),
  Mobile: optionalText(),
  /** Only members of a delegation or group of this body (a report's totals row). */
  Body: optionalBody(),
  /**
   * Only those who led or co-signed a case of this register filter, written as the register's URL query
   * (`body=NPC&sessionId=3&figure=received`): the people a report's 参与人数 counts.
   */
  tookPartIn: optionalText()
    .refine((text) => text === undefined || caseFilterOfQuery(text) !== null, 'common.invalidField')
    .describe('Only those who led or co-signed a case of this register query (a report’s 参与人数)'),
  sortField: z.enum(MEMBER_SORT_FIELDS).optional(),
  sortOrder: SortOrder.optional(),
});
export type TMemberFilter = z.infer<typeof MemberFilter>;

export const MemberPageQuery = z.object({
  intPageIndex: z.coerce.number<number | string>().check(z.int32()).min(1).default(1),
  intPageSize: z.coerce.number<number | string>().check(z.int32()).min(1).max(200).default(20),
});

/** A profile as the API answers it (ASP.NET camel-casing of the spec's field names). */
export const MemberProfile = z.object({
  hR_ID: z.number().check(z.int32()),
  staff_Name: z.string(),
  case_ID: z.string().describe('The sign-in account'),
  spV_ID: z.number().check(z.int32()).nullable().describe('The session'),
  dlG_ID: z.number().check(z.int32()).nullable().describe('The delegation (NPC) or submitting unit (CPPCC)'),
  backGround: z.string().describe('Political background'),
  address: z.string().describe('Employer and post'),
  create_Time: z.string().describe('ISO date-time'),
  operator: z.string(),
  type: z.number().check(z.int32()).describe('1 NPC deputy, 2 CPPCC member, …'),
  mobile: z.string(),
  native_place: z.string().describe('Contact address'),
  remark: z.string().describe('Workplace'),
  meet_Name: z.string().describe("The session's name ('' when none)"),
  dlG_Name: z.string().describe("The group's name ('' when none)"),
});
export type MemberProfile = z.infer<typeof MemberProfile>;

/** What `DeleteNpc` answers: the deleted profile's id. */
export const MemberDeleted = z.object({ hR_ID: z.number().check(z.int32()) });

/** The profile type a group's body implies: an NPC delegation is 1, a CPPCC submitting unit 2. */
export function memberTypeForBody(body: 'NPC' | 'CPPCC'): number {
  return body === 'NPC' ? 1 : 2;
}

const bodyCode = z.enum(['NPC', 'CPPCC']);

/** The option lists of `GetOptions`. */
export const MemberOptions = z.object({
  delegations: z.array(
    z.object({
      value: z.number().check(z.int32()),
      label: z.string(),
      body: bodyCode,
      kind: z.string(),
      type: z.number().check(z.int32()).describe('The profile type of its members'),
    }),
  ),
  sessions: z.array(z.object({ value: z.number().check(z.int32()), label: z.string(), body: bodyCode, isCurrent: z.boolean() })),
  backgrounds: z.array(z.object({ value: z.string(), label: z.string() })),
  types: z.array(z.object({ value: z.number().check(z.int32()), label: z.string(), labelEn: z.string() })),
});
export type MemberOptions = z.infer<typeof MemberOptions>;

/** The Chinese column headers of the member workbook: the export, the import template and the import read them. */
export const MEMBER_EXCEL_HEADERS = {
  name: '姓名',
  account: '账号',
  session: '届次',
  group: '代表团/提案单位',
  type: '类型',
  background: '政治面貌',
  address: '单位职务',
  mobile: '联系电话',
  nativePlace: '联系地址',
  remark: '工作单位',
  createTime: '创建时间',
  operator: '操作人',
} as const;

/** The English column headers of the member workbook (an English reader's export and template; the import reads both). */
export const MEMBER_EXCEL_HEADERS_EN: Readonly<Record<keyof typeof MEMBER_EXCEL_HEADERS, string>> = {
  name: 'Name',
  account: 'Account',
  session: 'Session',
  group: 'Delegation / submitting unit',
  type: 'Type',
  background: 'Political background',
  address: 'Employer and post',
  mobile: 'Phone',
  nativePlace: 'Contact address',
  remark: 'Workplace',
  createTime: 'Created',
  operator: 'Operator',
};

/** `ImportNpc` modes: `all` writes nothing when any row is invalid, `validOnly` writes the valid rows. */
export const MEMBER_IMPORT_MODES = IMPORT_MODES;
export type MemberImportMode = ImportMode;

export const MemberImportQuery = z.object({
  mode: z.enum(MEMBER_IMPORT_MODES, { error: 'member.importModeInvalid' }).optional().default('all'),
});

/** One problem of an imported row (the shape every Excel import answers). */
export type MemberImportError = ImportError;

/** The answer of `ImportNpc`. */
export type MemberImportReport = ImportReport;
