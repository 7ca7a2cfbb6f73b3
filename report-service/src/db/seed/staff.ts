import type { Insertable } from 'kysely';
import type { Body, StaffTable } from '../schema';
import { SETUP_AT, DEPARTMENT_IDS } from './organisation';
import type { MobileDrawer, NameDrawer } from './lists/people';
import { FEATURED_UNIT_KEY } from './lists/units';
import type { UnitRecord } from './roster';

/** Fixed office people behind the demo accounts (their users carry the same names). */
export const OFFICE_PEOPLE = {
  npc01: { name: '王晓燕', mobile: '13800000001' },
  cppcc01: { name: '陈立新', mobile: '13800000002' },
  newstaff: { name: '孙悦', mobile: '13800000004' },
  leader01: { name: '张卫东', mobile: '13800000005' },
  retired01: { name: '周国强', mobile: '13800000007' },
} as const;

export interface StaffDirectory {
  rows: Insertable<StaffTable>[];
  /** Office people who register, review, assign and close cases, per body. */
  operators: Record<Body, string[]>;
}

/** Office personnel of both bodies and the liaison people of the handling units. */
export function buildStaff(names: NameDrawer, mobiles: MobileDrawer, units: readonly UnitRecord[]): StaffDirectory {
  const rows: Insertable<StaffTable>[] = [];
  const add = (name: string, post: string, place: { dept?: number; unit?: number }, mobile = mobiles.draw(), remark = '') => {
    rows.push({
      id: rows.length + 1,
      name,
      dept_id: place.dept ?? null,
      unit_id: place.unit ?? null,
      post,
      mobile,
      email: '',
      remark,
      created_at: SETUP_AT,
    });
    return name;
  };
  const { liaison, deputyAffairs, proposalOffice, memberAffairs, npcOffice, systemAdmin } = DEPARTMENT_IDS;
  add(OFFICE_PEOPLE.leader01.name, '副秘书长', { dept: npcOffice }, OFFICE_PEOPLE.leader01.mobile);
  const npcOperators = [
    add(OFFICE_PEOPLE.npc01.name, '联络处副处长', { dept: liaison }, OFFICE_PEOPLE.npc01.mobile),
    add(names.draw(), '联络处处长', { dept: liaison }),
    add(names.draw(), '一级主任科员', { dept: liaison }),
  ];
  add(names.draw(), '代表工作处处长', { dept: deputyAffairs });
  add(OFFICE_PEOPLE.newstaff.name, '科员', { dept: deputyAffairs }, OFFICE_PEOPLE.newstaff.mobile, '2026年10月入职');
  add(OFFICE_PEOPLE.retired01.name, '调研员', { dept: liaison }, OFFICE_PEOPLE.retired01.mobile, '已退休');
  const cppccOperators = [
    add(OFFICE_PEOPLE.cppcc01.name, '提案委员会办公室主任', { dept: proposalOffice }, OFFICE_PEOPLE.cppcc01.mobile),
    add(names.draw(), '提案委员会办公室副主任', { dept: proposalOffice }),
    add(names.draw(), '二级主任科员', { dept: proposalOffice }),
  ];
  add(names.draw(), '委员工作处处长', { dept: memberAffairs });
  add(names.draw(), '信息中心工程师', { dept: systemAdmin });
  // The liaison people of the busiest units, and the leader of unit01's unit.
  for (const unit of units.slice(0, 19)) add(unit.contactName, '建议提案办理联络员', { unit: unit.id });
  for (const unit of units.filter((u) => u.key === FEATURED_UNIT_KEY))
    add(unit.leaderName, '副主任（分管建议提案办理）', { unit: unit.id });
  return { rows, operators: { NPC: npcOperators, CPPCC: cppccOperators } };
}
