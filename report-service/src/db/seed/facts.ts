import type { SeededDuplicate } from './duplicates';
import type { SeedRows } from './insert';
import type { GroupRecord, MemberRecord, UnitRecord } from './roster';

export interface MemberFacts {
  username: string;
  memberId: number;
  name: string;
  groupId: number;
  groupName: string;
  leadCaseCount: number;
  cosignedCaseCount: number;
}

export interface UnitFacts {
  username: string;
  unitId: number;
  unitName: string;
  /** Distinct cases with any assignment row for the unit (VOID included). */
  caseCount: number;
  /** Distinct cases with a non-VOID assignment for the unit. */
  activeCaseCount: number;
  assignmentCount: number;
}

/** Figures about the demo accounts' data that tests and the README can rely on. */
export interface DemoFacts {
  deputy: MemberFacts;
  cppccMember: MemberFacts;
  unit01: UnitFacts;
  unit02: UnitFacts;
  /** The real duplicates the seed wrote (re-submitted, split, merged), which 疑似重复 should flag. */
  duplicates: SeededDuplicate[];
}

interface FactSources {
  deputy: MemberRecord;
  cppccMember: MemberRecord;
  unit01: UnitRecord;
  unit02: UnitRecord;
  groups: readonly GroupRecord[];
  duplicates: SeededDuplicate[];
}

function memberFacts(rows: SeedRows, username: string, member: MemberRecord, groups: readonly GroupRecord[]): MemberFacts {
  const own = rows.case_submitters.filter((s) => s.member_id === member.id);
  return {
    username,
    memberId: member.id,
    name: member.name,
    groupId: member.groupId,
    groupName: groups.find((g) => g.id === member.groupId)?.name ?? '',
    leadCaseCount: own.filter((s) => s.role === 'LEAD').length,
    cosignedCaseCount: own.filter((s) => s.role === 'COSIGNER').length,
  };
}

function unitFacts(rows: SeedRows, username: string, unit: UnitRecord): UnitFacts {
  const own = rows.assignments.filter((a) => a.unit_id === unit.id);
  return {
    username,
    unitId: unit.id,
    unitName: unit.name,
    caseCount: new Set(own.map((a) => a.case_id)).size,
    activeCaseCount: new Set(own.filter((a) => a.status !== 'VOID').map((a) => a.case_id)).size,
    assignmentCount: own.length,
  };
}

export function collectFacts(rows: SeedRows, sources: FactSources): DemoFacts {
  return {
    deputy: memberFacts(rows, 'dlg001', sources.deputy, sources.groups),
    cppccMember: memberFacts(rows, 'cppccm01', sources.cppccMember, sources.groups),
    unit01: unitFacts(rows, 'unit01', sources.unit01),
    unit02: unitFacts(rows, 'unit02', sources.unit02),
    duplicates: sources.duplicates,
  };
}
