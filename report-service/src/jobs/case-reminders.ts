import { ASSIGNMENT_ROLES, BODIES, labelOf, type BodyCode } from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import type { PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import { deadlineSettings, workingDaysAfter } from '../cases/case-deadline-queries';
import type { Database } from '../db/schema';
import { beijingDayOf, endOfBeijingDay } from '../lib/beijing-time';
import { type ReminderNotice, writeReminderNotices } from './case-reminder-commands';
import { countDigest, type DigestCounts, findOfficeStaff, findReminderRecipients, type ReminderRecipient } from './case-reminder-queries';
import { scheduleDailyJob } from './daily-job';
import { REMINDER_QUEUE } from './queues';

/** Every day at 08:00 Beijing time. */
export const REMINDER_CRON = '0 8 * * *';
export const REMINDER_TIME_ZONE = 'Asia/Shanghai';
const REMINDER_HOUR = '08:00';

/** Where a reminder takes its reader: the unit's workspace at the right stage, the office's register of overdue cases. */
export const REMINDER_LINKS = {
  overdue: '/handling/assignments?stage=overdue',
  handling: '/handling/assignments?stage=handling',
  pending: '/handling/assignments?stage=pending',
  digest: { NPC: '/npc/suggestions?overdue=true', CPPCC: '/cppcc/proposals?overdue=true' } satisfies Record<BodyCode, string>,
} as const;

const CASE_NOUNS: Record<BodyCode, string> = { NPC: '建议', CPPCC: '提案' };

type ReminderKind = 'overdue' | 'dueSoon';

function unitReminder(r: ReminderRecipient, now: Date, day: string): ReminderNotice {
  const kind: ReminderKind = r.dueAt < now ? 'overdue' : 'dueSoon';
  const named = `${r.caseNo ?? `#${r.caseId}`} ${r.caseTitle}`;
  const duty = `${r.unitName}（${labelOf(ASSIGNMENT_ROLES, r.role)}）办理期限 ${beijingDayOf(r.dueAt)}`;
  const dedupeKey = `reminder:${kind}:${r.assignmentId}:${day}`;
  if (kind === 'overdue')
    return {
      userId: r.userId,
      title: `已超期：${named}`,
      content: `${duty}，已超期，请尽快办复。`,
      link: REMINDER_LINKS.overdue,
      dedupeKey,
    };
  return {
    userId: r.userId,
    title: `即将到期：${named}`,
    content: `${duty}，即将到期，请按时办复。`,
    link: r.status === 'PENDING' ? REMINDER_LINKS.pending : REMINDER_LINKS.handling,
    dedupeKey,
  };
}

function digestNotice(userId: number, body: BodyCode, counts: DigestCounts, day: string, reminderDays: number): ReminderNotice {
  const content =
    `${labelOf(BODIES, body)}${CASE_NOUNS[body]}：超期 ${counts.overdue} 件次，${reminderDays} 个工作日内到期 ${counts.dueSoon} 件次，` +
    `待签收 ${counts.pending} 件次，申请退回待处理 ${counts.returnRequests} 件次。`;
  // Keyed by body as well: someone on both offices' staff gets each body's digest.
  return { userId, title: `办理提醒日报 ${day}`, content, link: REMINDER_LINKS.digest[body], dedupeKey: `digest:${body}:${day}` };
}

const isEmpty = (c: DigestCounts) => c.overdue + c.dueSoon + c.pending + c.returnRequests === 0;

/**
 * The day's deadline reminders as of `now`: to every enabled user of a unit, one notice per open
 * assignment past due or due within `reminderDays` working days, and to the office staff one digest of
 * their body. A notice already written for its assignment, kind and Beijing day is not written again,
 * so runs may repeat and overlap. Answers the day and how many notices this run wrote.
 */
export async function runCaseReminders(db: Kysely<Database>, now: Date): Promise<{ day: string; written: number }> {
  const day = beijingDayOf(now);
  const { reminderDays } = await deadlineSettings(db);
  const windowEnd = endOfBeijingDay(await workingDaysAfter(db, now, reminderDays));
  const [recipients, staff, counts] = await Promise.all([
    findReminderRecipients(db, windowEnd),
    findOfficeStaff(db),
    countDigest(db, now, windowEnd),
  ]);
  const notices = recipients.map((r) => unitReminder(r, now, day));
  for (const { userId, body } of staff) {
    const bodyCounts = counts.get(body);
    if (bodyCounts && !isEmpty(bodyCounts)) notices.push(digestNotice(userId, body, bodyCounts, day, reminderDays));
  }
  return { day, written: await writeReminderNotices(db, notices) };
}

/** Whether the day's scheduled run time has passed at `now`, so a start-up must catch up on it. */
export const reminderTimePassed = (now: Date): boolean => now >= new Date(`${beijingDayOf(now)}T${REMINDER_HOUR}:00+08:00`);

export interface CaseReminderJobOptions {
  boss: PgBoss;
  db: Kysely<Database>;
  logger: Logger;
  /** The clock of the runs (tests move it). */
  clock?: () => Date;
}

/**
 * Registers the daily reminder run on pg-boss (its queue, the 08:00 schedule and this instance's
 * worker) and, when today's 08:00 has passed, sends a catch-up run: a server that was down at 08:00
 * still sends the day's reminders. Answers the catch-up job's id (null when none was sent). Never
 * throws: a failure is logged and the server goes on without reminders.
 */
export async function startCaseReminders({ boss, db, logger, clock = () => new Date() }: CaseReminderJobOptions): Promise<string | null> {
  try {
    await scheduleDailyJob(boss, logger, {
      queue: REMINDER_QUEUE,
      cron: REMINDER_CRON,
      timeZone: REMINDER_TIME_ZONE,
      queueOptions: { retryLimit: 2, retryDelay: 60, expireInSeconds: 300 },
      run: () => runCaseReminders(db, clock()),
      done: 'case reminders sent',
      failed: 'case reminders failed',
    });
    return reminderTimePassed(clock()) ? await boss.send(REMINDER_QUEUE, null) : null;
  } catch (err) {
    logger.error({ err }, 'case reminders could not be scheduled');
    return null;
  }
}
