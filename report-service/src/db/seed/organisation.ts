import type { Insertable } from 'kysely';
import { FIXED_ROLES } from '../migrations/004-menus-and-roles';
import type { FixedRoleName } from '../migrations/menu-setup';
import type { Body, DepartmentsTable, MeetingsTable } from '../schema';
import { beijing } from './dates';

/** When the office set the system up: the created_at of configuration rows. */
export const SETUP_AT = beijing('2024-12-02', 9, 30);

export type RoleName = FixedRoleName;

/** The fixed roles in the order of their ids in a database the migrations created (migration 004 writes them). */
export const ROLE_ORDER: readonly RoleName[] = FIXED_ROLES.map((role) => role.name);

/** The id of a fixed role in a database the migrations created (the seed itself looks ids up by code). */
export function roleId(name: RoleName): number {
  return ROLE_ORDER.indexOf(name) + 1;
}

/** The id of each fixed role in the database being seeded. */
export type RoleIds = Readonly<Record<RoleName, number>>;

/** The department tree; ids are fixed so accounts can point at them. */
export const DEPARTMENT_IDS = {
  npcOffice: 1,
  liaison: 2,
  deputyAffairs: 3,
  cppccOffice: 4,
  proposalOffice: 5,
  memberAffairs: 6,
  systemAdmin: 7,
} as const;

export function buildDepartments(): Insertable<DepartmentsTable>[] {
  const rows: Array<[number, number | null, string]> = [
    [DEPARTMENT_IDS.npcOffice, null, '市人大常委会办公厅'],
    [DEPARTMENT_IDS.liaison, DEPARTMENT_IDS.npcOffice, '联络处'],
    [DEPARTMENT_IDS.deputyAffairs, DEPARTMENT_IDS.npcOffice, '代表工作处'],
    [DEPARTMENT_IDS.cppccOffice, null, '市政协办公厅'],
    [DEPARTMENT_IDS.proposalOffice, DEPARTMENT_IDS.cppccOffice, '提案委员会办公室'],
    [DEPARTMENT_IDS.memberAffairs, DEPARTMENT_IDS.cppccOffice, '委员工作处'],
    [DEPARTMENT_IDS.systemAdmin, null, '系统管理组'],
  ];
  return rows.map(([id, parentId, name], index) => ({ id, parent_id: parentId, name, sort: index + 1, created_at: SETUP_AT }));
}

export interface SessionSpec {
  id: number;
  body: Body;
  jie: number;
  ci: number;
  name: string;
  startAt: string;
  endAt: string;
  submitDeadline: string;
  isCurrent: boolean;
  /** The "R16-3" / "Z13-3" prefix of its case numbers. */
  caseNoPrefix: string;
}

function session(id: number, body: Body, jie: number, ci: number, dates: [string, string, string], isCurrent: boolean): SessionSpec {
  const ordinal = ['', '一', '二', '三', '四', '五'][ci] ?? String(ci);
  const jieText = jie === 16 ? '十六' : jie === 13 ? '十三' : String(jie);
  const name = body === 'NPC' ? `第${jieText}届人民代表大会第${ordinal}次会议` : `政协第${jieText}届委员会第${ordinal}次会议`;
  const [startAt, endAt, submitDeadline] = dates;
  return { id, body, jie, ci, name, startAt, endAt, submitDeadline, isCurrent, caseNoPrefix: `${body === 'NPC' ? 'R' : 'Z'}${jie}-${ci}` };
}

/** The previous and the current session of each body, with fixed dates. */
export const SESSIONS: readonly SessionSpec[] = [
  session(1, 'NPC', 16, 2, ['2025-01-14', '2025-01-18', '2025-01-16'], false),
  session(2, 'CPPCC', 13, 2, ['2025-01-12', '2025-01-17', '2025-01-15'], false),
  session(3, 'NPC', 16, 3, ['2026-01-12', '2026-01-16', '2026-01-14'], true),
  session(4, 'CPPCC', 13, 3, ['2026-01-10', '2026-01-15', '2026-01-13'], true),
];

export function buildMeetings(): Insertable<MeetingsTable>[] {
  return SESSIONS.map((s) => ({
    id: s.id,
    body: s.body,
    jie: s.jie,
    ci: s.ci,
    name: s.name,
    start_at: s.startAt,
    end_at: s.endAt,
    submit_deadline: s.submitDeadline,
    is_current: s.isCurrent,
  }));
}
