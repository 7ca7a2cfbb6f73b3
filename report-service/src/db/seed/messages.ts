import type { Insertable } from 'kysely';
import { type LogMessage, logText } from '@proposal-desk/shared/src/api/log-messages';
import { FIXED_ROLE_TITLES } from '@proposal-desk/shared/src/domain/roles';
import { PROFILE_CONFIRM_MODULE, PROFILE_CONFIRM_NOTICE_KEY } from '@proposal-desk/shared/src/schemas/log';
import type { NewLogEntry } from '../log-chain/append';
import type { NoticesTable } from '../schema';
import { beijing } from './dates';

interface NoticeSpec {
  kind: 'notice' | 'email';
  title: string;
  content: string;
  day: string;
  cleared?: boolean;
  /** The matter the notice is about, when something clears it (confirming the profile). */
  dedupeKey?: string;
}

const notice = (title: string, day: string, content = '', cleared = false): NoticeSpec => ({
  kind: 'notice',
  title,
  content,
  day,
  cleared,
});
const email = (title: string, day: string, content = ''): NoticeSpec => ({ kind: 'email', title, content, day });

/** A few messages for each demo account, by username. */
const NOTICES: Record<string, readonly NoticeSpec[]> = {
  admin: [
    notice('系统将于2026年11月8日22:00进行例行维护', '2026-10-28', '维护期间系统暂停访问，预计持续2小时。'),
    notice('新增承办单位账号申请3个，请及时审核', '2026-10-20', '', true),
    email('关于开展信息系统账号安全检查的通知', '2026-10-15', '请于10月31日前完成全部账号的安全检查。'),
  ],
  npc01: [
    notice('有闭会期间代表建议待登记，请及时处理', '2026-10-29'),
    notice('重点督办建议办理进度汇总已生成', '2026-10-22', '', true),
    email('关于做好代表建议答复测评工作的通知', '2026-10-10', '请督促代表在收到答复后15日内完成测评。'),
  ],
  cppcc01: [
    notice('有新提交的委员提案待审查立案', '2026-10-30'),
    notice('重点提案督办调研安排已确定', '2026-10-18'),
    email('关于报送重点提案办理情况的通知', '2026-10-09', '请于11月15日前报送重点提案办理情况。'),
  ],
  unit01: [
    notice('您单位有新交办的建议提案，请在10日内签收', '2026-10-27'),
    notice('您单位有超过答复期限尚未答复的件，请抓紧办理', '2026-10-21'),
    email('关于做好2026年度建议提案办理考核工作的通知', '2026-10-12', '考核包括组织、时效、面商、答复质量和满意度五项。'),
  ],
  unit02: [notice('您单位有新交办的提案，请及时签收', '2026-10-26'), email('关于规范建议提案答复函格式的通知', '2026-09-25')],
  dlg001: [
    notice('您领衔的建议已答复，请进行满意度测评', '2026-10-24'),
    { ...notice('请核对并确认您的个人信息', '2026-10-08'), dedupeKey: PROFILE_CONFIRM_NOTICE_KEY },
    email('关于邀请参加建议办理面商座谈会的函', '2026-09-16', '定于9月23日下午召开面商座谈会，敬请出席。'),
  ],
  newstaff: [notice('欢迎使用建议提案办理系统，请先修改初始密码', '2026-10-26')],
  leader01: [
    notice('2026年度建议提案办理工作推进会将于11月12日召开', '2026-10-29'),
    email('10月份建议提案办理进度通报', '2026-10-31', '截至10月底，各承办单位办理进度见附表。'),
  ],
  cppccm01: [notice('您领衔的提案已答复，请进行测评', '2026-10-19'), email('关于邀请参加重点提案督办调研的通知', '2026-09-20')],
  retired01: [notice('您的账号已停用', '2025-12-31')],
};

export function buildNotices(userIds: ReadonlyMap<string, number>): Insertable<NoticesTable>[] {
  const rows: Insertable<NoticesTable>[] = [];
  for (const [username, specs] of Object.entries(NOTICES)) {
    const userId = userIds.get(username);
    if (userId === undefined) continue;
    specs.forEach((spec, index) => {
      const createdAt = beijing(spec.day, 9 + index, 15);
      rows.push({
        id: rows.length + 1,
        user_id: userId,
        kind: spec.kind,
        title: spec.title,
        content: spec.content,
        created_at: createdAt,
        cleared_at: spec.cleared ? beijing(spec.day, 16, 40) : null,
        dedupe_key: spec.dedupeKey ?? null,
      });
    });
  }
  return rows;
}

/** An entry of the demo history: a message of LOG_MESSAGES. */
type LogSpec = { module: string; at: Date; message: LogMessage };

const demo = (module: string, message: LogMessage, at: Date): LogSpec => ({ module, message, at });

const USER_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.0.0 Safari/537.36';

/**
 * A little history in the activity log. dlg001 has none on purpose: the deputy has not yet
 * confirmed the personal profile; the staff accounts, cppccm01 and dlg002 have.
 */
export function buildActivityLogs(users: ReadonlyArray<{ id: number; username: string; staffName: string }>): NewLogEntry[] {
  const byName = new Map(users.map((u) => [u.username, u]));
  // The profile confirmations the server writes when a client confirms through Log/Log.
  const confirmed = (username: string, day: string): LogSpec =>
    demo(
      PROFILE_CONFIRM_MODULE,
      { key: 'log.user.profileConfirmed', params: { name: byName.get(username)?.staffName ?? username } },
      beijing(day, 9, 5),
    );
  const history: Record<string, LogSpec[]> = {
    admin: [
      demo('用户管理', { key: 'log.demo.userDisabled', params: { username: 'retired01' } }, beijing('2025-12-31', 16, 2)),
      demo('角色管理', { key: 'log.demo.roleMenus', params: { title: FIXED_ROLE_TITLES.unitClerk } }, beijing('2026-01-05', 10, 30)),
      demo('用户管理', { key: 'log.demo.userAdded', params: { username: 'newstaff' } }, beijing('2026-10-26', 9, 18)),
    ],
    retired01: [demo('系统登录', { key: 'log.demo.signedIn' }, beijing('2025-12-19', 8, 50))],
    npc01: [
      confirmed('npc01', '2026-01-06'),
      demo('建议管理', { key: 'log.demo.registeredSession' }, beijing('2026-01-22', 10, 12)),
      demo('报表中心', { key: 'log.demo.printedStatus' }, beijing('2026-10-30', 15, 40)),
    ],
    cppcc01: [
      confirmed('cppcc01', '2026-01-06'),
      demo('提案管理', { key: 'log.demo.assignedProposals' }, beijing('2026-02-09', 14, 25)),
      demo('报表中心', { key: 'log.demo.exportedUnits' }, beijing('2026-10-29', 11, 3)),
    ],
    cppccm01: [confirmed('cppccm01', '2026-01-08'), demo('提案测评', { key: 'log.demo.evaluatedProposal' }, beijing('2026-09-03', 20, 16))],
    unit01: [
      demo('建议办理', { key: 'log.demo.signedFor', params: { noun: { zh: '建议', en: 'suggestion' } } }, beijing('2026-02-26', 9, 40)),
      demo('建议办理', { key: 'log.demo.uploadedReply' }, beijing('2026-05-14', 15, 10)),
    ],
    unit02: [
      demo('提案办理', { key: 'log.demo.signedFor', params: { noun: { zh: '提案', en: 'proposal' } } }, beijing('2026-02-27', 10, 5)),
    ],
    leader01: [demo('报表中心', { key: 'log.demo.viewedReport' }, beijing('2026-10-30', 17, 0))],
    dlg002: [confirmed('dlg002', '2026-01-09')],
  };
  const rows = Object.entries(history).flatMap(([username, entries]) =>
    entries.map((entry, index) => ({
      userId: byName.get(username)?.id ?? null,
      username,
      module: entry.module,
      description: logText(entry.message, 'zh'),
      message: entry.message,
      ip: `10.12.3.${(byName.get(username)?.id ?? 0) * 10 + index}`,
      userAgent: USER_AGENT,
      at: entry.at,
    })),
  );
  return rows.sort((a, b) => a.at.getTime() - b.at.getTime());
}
