import type { Insertable } from 'kysely';
import { ROLE_CODES } from '@proposal-desk/shared/src/domain/roles';
import type { Body, DepartmentsTable, MeetingsTable, RolesTable } from '../schema';
import { beijing } from './dates';

/** When the office set the system up: the created_at of configuration rows. */
export const SETUP_AT = beijing('2024-12-02', 9, 30);

export type RoleName = keyof typeof ROLE_CODES;

const ROLE_DETAILS: Record<RoleName, { title: string; description: string; abilities: string[] }> = {
  admin: {
    title: '系统管理员',
    description: '管理用户、角色、部门、菜单和人员，可查看全部数据',
    abilities: ['case:read', 'case:handle', 'case:assign', 'report:print', 'report:export', 'delegate:edit', 'log:read', 'setting:manage'],
  },
  leader: {
    title: '办公室领导',
    description: '查看人大、政协两方面的全部建议提案和报表',
    abilities: ['case:read', 'report:print', 'report:export', 'log:read'],
  },
  npcStaff: {
    title: '人大工作人员',
    description: '登记、审查、交办代表建议，维护代表名单',
    abilities: ['case:read', 'case:register', 'case:assign', 'report:print', 'report:export', 'delegate:edit', 'log:read'],
  },
  cppccStaff: {
    title: '政协工作人员',
    description: '登记、审查、交办委员提案，维护委员名单',
    abilities: ['case:read', 'case:register', 'case:assign', 'report:print', 'report:export', 'delegate:edit', 'log:read'],
  },
  unitLead: {
    title: '承办单位负责人',
    description: '签收、办理、答复本单位承办的建议提案，审定答复',
    abilities: ['case:read', 'case:handle', 'case:reply', 'report:print', 'report:export'],
  },
  unitClerk: {
    title: '承办单位经办人',
    description: '签收、办理本单位承办的建议提案，起草答复',
    abilities: ['case:read', 'case:handle', 'report:print'],
  },
  deputy: {
    title: '人大代表',
    description: '提出建议，查看本人领衔或附议的建议，对办理情况测评',
    abilities: ['case:read', 'case:submit', 'case:evaluate', 'report:print'],
  },
  member: {
    title: '政协委员',
    description: '提出提案，查看本人领衔或联名的提案，对办理情况测评',
    abilities: ['case:read', 'case:submit', 'case:evaluate', 'report:print'],
  },
};

/** Role ids follow this order. */
export const ROLE_ORDER: readonly RoleName[] = ['admin', 'leader', 'npcStaff', 'cppccStaff', 'unitLead', 'unitClerk', 'deputy', 'member'];

export function roleId(name: RoleName): number {
  return ROLE_ORDER.indexOf(name) + 1;
}

export function buildRoles(): Insertable<RolesTable>[] {
  return ROLE_ORDER.map((name) => ({
    id: roleId(name),
    code: ROLE_CODES[name],
    name,
    ...ROLE_DETAILS[name],
    created_at: SETUP_AT,
  }));
}

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
