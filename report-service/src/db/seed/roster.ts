import type { Insertable } from 'kysely';
import { type POLITICAL_BACKGROUNDS, type UnitSystem } from '@proposal-desk/shared/src/domain/enums';
import type { Body, HandlingUnitsTable, MemberGroupsTable, MemberTermsTable } from '../schema';
import { beijing } from './dates';
import { GROUP_SPECS, type GroupKind } from './lists/groups';
import { DISTRICTS, drawAddress, drawWorkplace, type MobileDrawer, type NameDrawer } from './lists/people';
import { FEATURED_UNIT_KEY, SECOND_UNIT_KEY, UNIT_SPECS } from './lists/units';
import { allocate, type Random } from './random';
import { SESSIONS, type SessionSpec } from './organisation';

export interface GroupRecord {
  id: number;
  body: Body;
  name: string;
  kind: GroupKind;
}

export interface MemberRecord {
  id: number;
  body: Body;
  sessionId: number;
  name: string;
  groupId: number;
  mobile: string;
  /** How readily this person leads cases (0 = never). */
  activity: number;
}

export interface UnitRecord {
  id: number;
  key: string;
  name: string;
  system: UnitSystem;
  docPrefix: string;
  contactName: string;
  contactPhone: string;
  /** Who signs its reply letters. */
  leaderName: string;
}

/** Fixed people of the units that the demo accounts unit01 and unit02 belong to. */
export const UNIT01_LEADER_NAME = '刘建国';
export const UNIT02_CLERK_NAME = '赵敏';

/** Current members per body; the previous session has a smaller roster of other people. */
const CURRENT_ROSTER: Record<Body, number> = { NPC: 220, CPPCC: 180 };
const PREVIOUS_ROSTER: Record<Body, number> = { NPC: 50, CPPCC: 40 };

export function buildGroups(): GroupRecord[] {
  return GROUP_SPECS.map((spec, index) => ({ id: index + 1, body: spec.body, name: spec.name, kind: spec.kind }));
}

export function groupRows(groups: readonly GroupRecord[]): Insertable<MemberGroupsTable>[] {
  return groups.map((g, index) => ({ id: g.id, body: g.body, name: g.name, kind: g.kind, sort: index + 1 }));
}

export function buildUnits(rng: Random, names: NameDrawer): UnitRecord[] {
  return UNIT_SPECS.map((spec, index) => ({
    id: index + 1,
    ...spec,
    contactName: spec.key === SECOND_UNIT_KEY ? UNIT02_CLERK_NAME : names.draw(),
    contactPhone: `010-${rng.int(5000, 8999)}${String(rng.int(0, 9999)).padStart(4, '0')}`,
    leaderName: spec.key === FEATURED_UNIT_KEY ? UNIT01_LEADER_NAME : names.draw(),
  }));
}

export function unitRows(units: readonly UnitRecord[]): Insertable<HandlingUnitsTable>[] {
  return units.map((u, index) => ({
    id: u.id,
    name: u.name,
    parent_id: null,
    system: u.system,
    contact_name: u.contactName,
    contact_phone: u.contactPhone,
    sort: index + 1,
  }));
}

type Background = (typeof POLITICAL_BACKGROUNDS)[number];

const NPC_BACKGROUNDS: ReadonlyArray<readonly [Background, number]> = [
  ['中共党员', 66],
  ['中共预备党员', 2],
  ['共青团员', 2],
  ['群众', 10],
  ['无党派人士', 6],
  ['民革党员', 2],
  ['民盟盟员', 2],
  ['民建会员', 2],
  ['民进会员', 2],
  ['农工党党员', 2],
  ['致公党党员', 1],
  ['九三学社社员', 2],
  ['台盟盟员', 1],
];
const CPPCC_BACKGROUNDS: ReadonlyArray<readonly [Background, number]> = [
  ['中共党员', 34],
  ['无党派人士', 14],
  ['群众', 5],
  ['民革党员', 6],
  ['民盟盟员', 7],
  ['民建会员', 7],
  ['民进会员', 7],
  ['农工党党员', 6],
  ['致公党党员', 4],
  ['九三学社社员', 6],
  ['台盟盟员', 4],
];

export interface MemberRoster {
  members: MemberRecord[];
  rows: Insertable<MemberTermsTable>[];
}

interface RosterTools {
  rng: Random;
  names: NameDrawer;
  mobiles: MobileDrawer;
}

/** Deputies and members: the current sessions first (ids 1–400), then the previous sessions. */
export function buildMembers(tools: RosterTools, groups: readonly GroupRecord[]): MemberRoster {
  const roster: MemberRoster = { members: [], rows: [] };
  const order: Array<[SessionSpec, number]> = [];
  for (const current of [true, false]) {
    for (const body of ['NPC', 'CPPCC'] as const) {
      const session = SESSIONS.find((s) => s.body === body && s.isCurrent === current);
      if (session) order.push([session, (current ? CURRENT_ROSTER : PREVIOUS_ROSTER)[body]]);
    }
  }
  const accounts: Record<Body, number> = { NPC: 0, CPPCC: 0 };
  for (const [session, size] of order) {
    const bodyGroups = groups.filter((g) => g.body === session.body);
    const sizes = allocate(
      size,
      bodyGroups.map((g) => [g, GROUP_SPECS.find((s) => s.name === g.name && s.body === g.body)?.size ?? 1] as const),
    );
    for (const [group, count] of sizes) {
      for (let i = 0; i < count; i += 1) {
        accounts[session.body] += 1;
        addMember(tools, roster, session, group, accounts[session.body]);
      }
    }
  }
  return roster;
}

function addMember(tools: RosterTools, roster: MemberRoster, session: SessionSpec, group: GroupRecord, accountNo: number): void {
  const { rng } = tools;
  const spec = GROUP_SPECS.find((s) => s.body === group.body && s.name === group.name);
  const district = spec?.district ?? rng.pick(DISTRICTS);
  const background =
    spec?.background && rng.chance(0.85) ? spec.background : rng.weighted(session.body === 'NPC' ? NPC_BACKGROUNDS : CPPCC_BACKGROUNDS);
  const workplace = drawWorkplace(rng, district);
  const member: MemberRecord = {
    id: roster.members.length + 1,
    body: session.body,
    sessionId: session.id,
    name: tools.names.draw(),
    groupId: group.id,
    mobile: tools.mobiles.draw(),
    activity: rng.weighted([
      [0, 14],
      [1, 36],
      [2, 30],
      [3, 14],
      [5, 6],
    ] as const),
  };
  roster.members.push(member);
  roster.rows.push({
    id: member.id,
    staff_name: member.name,
    case_id: `${session.body === 'NPC' ? 'R' : 'Z'}${session.jie}${String(accountNo).padStart(3, '0')}`,
    spv_id: session.id,
    dlg_id: group.id,
    background,
    address: workplace.position,
    remark: workplace.employer,
    native_place: drawAddress(rng, district),
    mobile: member.mobile,
    type: session.body === 'NPC' ? 1 : 2,
    operator: 'admin',
    create_time: beijing(session.startAt.slice(0, 4) + '-01-05', 9, 0),
  });
}
