import type { Insertable } from 'kysely';
import { ROLE_CODES } from '@proposal-desk/shared/src/domain/roles';
import { PASSWORD_STATUS, USER_STATES, USER_TYPES } from '@proposal-desk/shared/src/domain/enums';
import { hashPassword } from '../../auth/passwords';
import type { UserRolesTable, UsersTable } from '../schema';
import { beijing } from './dates';
import { DEPARTMENT_IDS, type RoleIds, type RoleName } from './organisation';
import type { MemberRecord, UnitRecord } from './roster';
import { OFFICE_PEOPLE } from './staff';

export interface DemoAccount {
  username: string;
  password: string;
  roleCode: (typeof ROLE_CODES)[RoleName];
  roleName: RoleName;
  description: string;
  enabled: boolean;
  mustChangePassword: boolean;
}

export const DEMO_PASSWORD = 'Demo@2026';

const account = (username: string, roleName: RoleName, description: string, extra: Partial<DemoAccount> = {}): DemoAccount => ({
  username,
  password: DEMO_PASSWORD,
  roleCode: ROLE_CODES[roleName],
  roleName,
  description,
  enabled: true,
  mustChangePassword: false,
  ...extra,
});

/** The fixed accounts of the demo office; users.id follows this order (admin = 1). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  account('admin', 'admin', '系统管理员：全部菜单（含系统设置）和全部数据', { password: 'Admin@2026' }),
  account('npc01', 'npcStaff', '人大工作人员（联络处）：人大方面的全部建议'),
  account('cppcc01', 'cppccStaff', '政协工作人员（提案委员会办公室）：政协方面的全部提案'),
  account('unit01', 'unitLead', '承办单位负责人（市住房和城乡建设委员会，政府系统）：本单位承办的建议提案'),
  account('dlg001', 'deputy', '人大代表（东城区代表团）：本人领衔或附议的建议；个人信息尚未确认'),
  account('newstaff', 'npcStaff', '新建的人大工作人员账号：首次登录须修改密码', { mustChangePassword: true }),
  account('leader01', 'leader', '办公室领导：人大、政协全部数据，无系统设置'),
  account('unit02', 'unitClerk', '承办单位经办人（市卫生健康委员会，政府系统）：本单位承办的建议提案'),
  account('cppccm01', 'member', '政协委员（中共界）：本人领衔或联名的提案'),
  account('retired01', 'npcStaff', '已停用的人大工作人员账号：不能登录', { enabled: false }),
  account('dlg002', 'deputy', '人大代表：领衔一件已提交的建议，并邀请 dlg001 附议（尚未答复）'),
];

export interface AccountLinks {
  deputy: MemberRecord;
  /** A second deputy, so that co-signing can be tried between two accounts. */
  deputy2: MemberRecord;
  cppccMember: MemberRecord;
  unit01: UnitRecord;
  unit02: UnitRecord;
}

interface UserProfile {
  staffName: string;
  mobile: string;
  deptId?: number;
  unitId?: number;
  member?: MemberRecord;
  type: number | null;
}

function profileOf(username: string, links: AccountLinks): UserProfile {
  const { NPC, CPPCC } = USER_TYPES;
  switch (username) {
    case 'admin':
      return { staffName: '系统管理员', mobile: '13800000000', deptId: DEPARTMENT_IDS.systemAdmin, type: null };
    case 'npc01':
      return { staffName: OFFICE_PEOPLE.npc01.name, mobile: OFFICE_PEOPLE.npc01.mobile, deptId: DEPARTMENT_IDS.liaison, type: NPC };
    case 'cppcc01':
      return {
        staffName: OFFICE_PEOPLE.cppcc01.name,
        mobile: OFFICE_PEOPLE.cppcc01.mobile,
        deptId: DEPARTMENT_IDS.proposalOffice,
        type: CPPCC,
      };
    case 'unit01':
      return { staffName: links.unit01.leaderName, mobile: '13800000003', unitId: links.unit01.id, type: null };
    case 'dlg001':
      return { staffName: links.deputy.name, mobile: links.deputy.mobile, member: links.deputy, type: NPC };
    case 'dlg002':
      return { staffName: links.deputy2.name, mobile: links.deputy2.mobile, member: links.deputy2, type: NPC };
    case 'newstaff':
      return {
        staffName: OFFICE_PEOPLE.newstaff.name,
        mobile: OFFICE_PEOPLE.newstaff.mobile,
        deptId: DEPARTMENT_IDS.deputyAffairs,
        type: NPC,
      };
    case 'leader01':
      return {
        staffName: OFFICE_PEOPLE.leader01.name,
        mobile: OFFICE_PEOPLE.leader01.mobile,
        deptId: DEPARTMENT_IDS.npcOffice,
        type: null,
      };
    case 'unit02':
      return { staffName: links.unit02.contactName, mobile: '13800000006', unitId: links.unit02.id, type: null };
    case 'cppccm01':
      return { staffName: links.cppccMember.name, mobile: links.cppccMember.mobile, member: links.cppccMember, type: CPPCC };
    case 'retired01':
      return { staffName: OFFICE_PEOPLE.retired01.name, mobile: OFFICE_PEOPLE.retired01.mobile, deptId: DEPARTMENT_IDS.liaison, type: NPC };
    default:
      throw new Error(`No profile for demo account ${username}`);
  }
}

export interface AccountRows {
  users: Insertable<UsersTable>[];
  userRoles: Insertable<UserRolesTable>[];
}

const ACCOUNTS_CREATED_AT = beijing('2025-12-15', 10, 0);
const NEWSTAFF_CREATED_AT = beijing('2026-10-26', 9, 20);

/** Users of the demo accounts with their hashed passwords. */
export async function buildAccounts(links: AccountLinks, roleIds: RoleIds): Promise<AccountRows> {
  // One hash per distinct password: scrypt is slow by design and these passwords are public anyway.
  const passwords = [...new Set(DEMO_ACCOUNTS.map((a) => a.password))];
  const hashed = await Promise.all(passwords.map(hashPassword));
  const hashOf = new Map(passwords.map((p, i) => [p, hashed[i] as string]));
  const users = DEMO_ACCOUNTS.map((demo, index): Insertable<UsersTable> => {
    const profile = profileOf(demo.username, links);
    const createdAt = demo.mustChangePassword ? NEWSTAFF_CREATED_AT : ACCOUNTS_CREATED_AT;
    return {
      id: index + 1,
      username: demo.username,
      password_hash: hashOf.get(demo.password) as string,
      staff_name: profile.staffName,
      dept_id: profile.deptId ?? null,
      unit_id: profile.unitId ?? null,
      hr_id: profile.member?.id ?? null,
      type: profile.type,
      dlg_id: profile.member?.groupId ?? null,
      mobile: profile.mobile,
      email: `${demo.username}@demo.gov.cn`,
      state: demo.enabled ? USER_STATES.ENABLED : USER_STATES.DISABLED,
      pwd_status: demo.mustChangePassword ? PASSWORD_STATUS.MUST_CHANGE : PASSWORD_STATUS.OK,
      login_uuid: null,
      login_uuid_expires_at: null,
      locked_until: null,
      last_login_at: null,
      created_at: createdAt,
      updated_at: createdAt,
    };
  });
  const userRoles = DEMO_ACCOUNTS.map((demo, index) => ({ user_id: index + 1, role_id: roleIds[demo.roleName] }));
  return { users, userRoles };
}
