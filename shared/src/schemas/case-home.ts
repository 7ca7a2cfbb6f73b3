import { z } from 'zod';
import type { BodyCode } from '../domain/enums';
import { ASSIGNMENT_STAGES } from './case-assignments';
import { BODY_CODES, CASE_STATUS_CODES } from './case-fields';
import { CurrentSession } from './case-summary';
import { NoticeItem } from './notice';

/**
 * `Case/Home`: the home page of the caller's seat. Every figure says what it counts (its key), in the
 * unit it counts (件 cases or 件次 assignments), and carries the web link of the list behind it, built
 * here once so the server's figure and the list it opens agree.
 */

/** 件: cases; 件次: assignments (one case handed to three units is three). */
export const HOME_COUNT_UNITS = ['case', 'assignment'] as const;
export type HomeCountUnit = (typeof HOME_COUNT_UNITS)[number];

/** One figure of the home page, its key as `key` describes it, and the list it opens. */
const homeFigureOf = <K extends z.ZodType<string>>(key: K) =>
  z.object({
    key,
    count: z.number().check(z.int32()),
    unit: z.enum(HOME_COUNT_UNITS).describe('件 case: cases; 件次 assignment: assignments (one case handed to three units is three)'),
    /** The web path with its query, e.g. `/npc/suggestions?status=SUBMITTED`. */
    link: z.string().describe('The web path with its query of the list behind the figure, e.g. `/npc/suggestions?status=SUBMITTED`'),
    /** For a count of assignments whose list shows cases: how many cases (件) that list shows. */
    cases: z
      .number()
      .check(z.int32())
      .optional()
      .describe('For a count of assignments whose list shows cases: how many cases (件) that list shows'),
  });

/** One figure of the home page and the list it opens. */
export const HomeFigure = homeFigureOf(z.string());
export type HomeFigure<K extends string = string> = Omit<z.infer<typeof HomeFigure>, 'key'> & { key: K };

/** The web lists home figures open; each reads its filters from the URL. */
export const HOME_LIST_PATHS = {
  register: { NPC: '/npc/suggestions', CPPCC: '/cppcc/proposals' },
  assignments: '/handling/assignments',
  /** The assignments (件次) behind a figure of the statistics or the home page (件次清单). */
  figureAssignments: '/report/assignments',
  mine: { NPC: '/suggestion/mine', CPPCC: '/proposal/mine' },
  /** 回头看: the office's commitments of a body. */
  commitments: { NPC: '/npc/commitments', CPPCC: '/cppcc/commitments' },
  /** 代表委员名单: the people behind a report's counts of people (参与人数, 总人数). */
  members: '/delegate/delegateList',
} as const satisfies Record<string, string | Record<BodyCode, string>>;

/** A web path with its query (blank values left out), as a home figure's link. */
export function homeLink(path: string, params: Record<string, string | number | boolean | undefined> = {}): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined && value !== '') query.set(name, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The office's queues, per body: 待登记 SUBMITTED · 待审查 REGISTERED · 待交办 ACCEPTED (件);
 * 申请退回 open return requests and 超期 overdue assignments (件次); 延期申请 cases with an extension request waiting (件);
 * 待办结 EVALUATED (件).
 */
export const OFFICE_QUEUE_KEYS = [
  'toRegister',
  'toReview',
  'toAssign',
  'returnRequests',
  'extensionRequests',
  'overdue',
  'toClose',
] as const;
export type OfficeQueueKey = (typeof OFFICE_QUEUE_KEYS)[number];

/** One Beijing calendar month of a body's cases: submitted in it, and with a reply in it (件 each). */
export const HomeMonth = z.object({
  /** `YYYY-MM`, Beijing time. */
  month: z.string().describe('`YYYY-MM`, Beijing time'),
  submitted: homeFigureOf(z.literal('submitted')),
  replied: homeFigureOf(z.literal('replied')),
});
export type HomeMonth = z.infer<typeof HomeMonth>;

/** A handling unit and its overdue assignments on a body's cases (件次). */
export const HomeUnitOverdue = z.object({
  unitId: z.number().check(z.int32()),
  unitName: z.string(),
  count: z.number().check(z.int32()),
  link: z.string().describe('The 件次 list of the unit’s overdue assignments'),
});
export type HomeUnitOverdue = z.infer<typeof HomeUnitOverdue>;

/** What the office sees of one body. */
export const OfficeBodyHome = z.object({
  body: z.enum(BODY_CODES),
  queues: z.array(homeFigureOf(z.enum(OFFICE_QUEUE_KEYS))),
  /** The last 12 months, oldest first, the current month last. */
  months: z.array(HomeMonth).describe('The last 12 months, oldest first, the current month last'),
  /** The 10 units with the most overdue assignments (none listed with zero), most first. */
  overdueUnits: z.array(HomeUnitOverdue).describe('The 10 units with the most overdue assignments (none listed with zero), most first'),
});
export type OfficeBodyHome = z.infer<typeof OfficeBodyHome>;

/** The deputy's or member's own figures besides their cases by status. */
export const SUBMITTER_FIGURE_KEYS = ['awaitingEvaluation', 'invitations'] as const;
export type SubmitterFigureKey = (typeof SUBMITTER_FIGURE_KEYS)[number];

export const OfficeHome = z.object({
  seat: z.literal('office'),
  /** Each body in the caller's scope (both for an administrator or leader). */
  bodies: z.array(OfficeBodyHome).describe('Each body in the caller’s scope (both for an administrator or leader)'),
});
export type OfficeHome = z.infer<typeof OfficeHome>;

export const UnitHome = z.object({
  seat: z.literal('unit'),
  /** The unit's assignments by stage (件次): pending, handling, overdue (open ones past due), replied. */
  stages: z
    .array(homeFigureOf(z.enum(ASSIGNMENT_STAGES)))
    .describe('The unit’s assignments by stage (件次): pending, handling, overdue (open ones past due), replied'),
});
export type UnitHome = z.infer<typeof UnitHome>;

export const SubmitterHome = z.object({
  seat: z.literal('submitter'),
  body: z.enum(BODY_CODES),
  /** The caller's cases by status (件), every status in workflow order, zeros included. */
  byStatus: z
    .array(homeFigureOf(z.enum(CASE_STATUS_CODES)))
    .describe('The caller’s cases by status (件), every status in workflow order, zeros included'),
  /** Replies awaiting their evaluation (cases they lead, 已答复, 件) and open invitations to co-sign (件). */
  figures: z
    .array(homeFigureOf(z.enum(SUBMITTER_FIGURE_KEYS)))
    .describe('Replies awaiting their evaluation (cases they lead, 已答复, 件) and open invitations to co-sign (件)'),
});
export type SubmitterHome = z.infer<typeof SubmitterHome>;

/** A caller without a seat in the workflow sees only the greeting and the notices. */
export const NoSeatHome = z.object({ seat: z.literal('none') });
export type NoSeatHome = z.infer<typeof NoSeatHome>;

/** What every seat's home page has besides its figures. */
const HomeCommon = {
  /** When the figures were counted: `YYYY-MM-DD HH:mm:ss`, Beijing time. */
  asOf: z.string().describe('When the figures were counted: `YYYY-MM-DD HH:mm:ss`, Beijing time'),
  sessions: z.array(CurrentSession),
  /** The caller's newest uncleared notices. */
  notices: z.array(NoticeItem).describe('The caller’s newest uncleared notices'),
};

/** The home page of the caller's seat (office, unit, submitter or none), with the current sessions and notices. */
export const CaseHome = z.discriminatedUnion('seat', [
  OfficeHome.extend(HomeCommon),
  UnitHome.extend(HomeCommon),
  SubmitterHome.extend(HomeCommon),
  NoSeatHome.extend(HomeCommon),
]);
export type CaseHome = z.infer<typeof CaseHome>;
