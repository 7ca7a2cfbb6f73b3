import type { BodyCode, CaseStatus } from '../domain/enums';
import type { AssignmentStage } from './case-assignments';
import type { NoticeItem } from './notice';

/**
 * `Case/Home`: the home page of the caller's seat. Every figure says what it counts (its key), in the
 * unit it counts (件 cases or 件次 assignments), and carries the web link of the list behind it, built
 * here once so the server's figure and the list it opens agree.
 */

/** 件: cases; 件次: assignments (one case handed to three units is three). */
export type HomeCountUnit = 'case' | 'assignment';

/** One figure of the home page and the list it opens. */
export interface HomeFigure<K extends string = string> {
  key: K;
  count: number;
  unit: HomeCountUnit;
  /** The web path with its query, e.g. `/npc/suggestions?status=SUBMITTED`. */
  link: string;
  /** For a count of assignments whose list shows cases: how many cases (件) that list shows. */
  cases?: number;
}

/** The web lists home figures open; each reads its filters from the URL. */
export const HOME_LIST_PATHS = {
  register: { NPC: '/npc/suggestions', CPPCC: '/cppcc/proposals' },
  assignments: '/handling/assignments',
  mine: { NPC: '/suggestion/mine', CPPCC: '/proposal/mine' },
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
 * 申请退回 open return requests and 超期 overdue assignments (件次); 待办结 EVALUATED (件).
 */
export const OFFICE_QUEUE_KEYS = ['toRegister', 'toReview', 'toAssign', 'returnRequests', 'overdue', 'toClose'] as const;
export type OfficeQueueKey = (typeof OFFICE_QUEUE_KEYS)[number];

/** One Beijing calendar month of a body's cases: submitted in it, and with a reply in it (件 each). */
export interface HomeMonth {
  /** `YYYY-MM`, Beijing time. */
  month: string;
  submitted: HomeFigure<'submitted'>;
  replied: HomeFigure<'replied'>;
}

/** A handling unit and its overdue assignments on a body's cases (件次). */
export interface HomeUnitOverdue {
  unitId: number;
  unitName: string;
  count: number;
}

/** What the office sees of one body. */
export interface OfficeBodyHome {
  body: BodyCode;
  queues: Array<HomeFigure<OfficeQueueKey>>;
  /** The last 12 months, oldest first, the current month last. */
  months: HomeMonth[];
  /** The 10 units with the most overdue assignments (none listed with zero), most first. */
  overdueUnits: HomeUnitOverdue[];
}

/** The deputy's or member's own figures besides their cases by status. */
export const SUBMITTER_FIGURE_KEYS = ['awaitingEvaluation', 'invitations'] as const;
export type SubmitterFigureKey = (typeof SUBMITTER_FIGURE_KEYS)[number];

export interface OfficeHome {
  seat: 'office';
  /** Each body in the caller's scope (both for an administrator or leader). */
  bodies: OfficeBodyHome[];
}

export interface UnitHome {
  seat: 'unit';
  /** The unit's assignments by stage (件次): pending, handling, overdue (open ones past due), replied. */
  stages: Array<HomeFigure<AssignmentStage>>;
}

export interface SubmitterHome {
  seat: 'submitter';
  body: BodyCode;
  /** The caller's cases by status (件), every status in workflow order, zeros included. */
  byStatus: Array<HomeFigure<CaseStatus>>;
  /** Replies awaiting their evaluation (cases they lead, 已答复, 件) and open invitations to co-sign (件). */
  figures: Array<HomeFigure<SubmitterFigureKey>>;
}

/** A caller without a seat in the workflow sees only the greeting and the notices. */
export interface NoSeatHome {
  seat: 'none';
}

export type CaseHome = (OfficeHome | UnitHome | SubmitterHome | NoSeatHome) & {
  /** When the figures were counted: `YYYY-MM-DD HH:mm:ss`, Beijing time. */
  asOf: string;
  sessions: Array<{ id: number; body: BodyCode; name: string }>;
  /** The caller's newest uncleared notices. */
  notices: NoticeItem[];
};
