import type { CaseFile, CaseRow, ReportOptions } from '@proposal-desk/shared';

/** Answers as the request layer resolves them. */
export const envelope = <T>(data: T, msg = '') => Promise.resolve({ code: 200, msg, data, success: true });

const DAY_MS = 86_400_000;
/** An ISO time `days` from now (negative: past), a few hours off a whole day so it rounds one way. */
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS + (days < 0 ? 3_600_000 : -3_600_000)).toISOString();

export const reportOptions: ReportOptions = {
  sessions: [
    { id: 3, body: 'NPC', name: '十六届三次', isCurrent: true },
    { id: 4, body: 'CPPCC', name: '十四届三次', isCurrent: true },
  ],
  units: [
    { id: 1, name: '市教育局', system: 'GOVERNMENT' },
    { id: 2, name: '市交通局', system: 'GOVERNMENT' },
  ],
  categories: { NPC: [{ value: 'EDU', zh: '教育', en: 'Education' }], CPPCC: [] },
  properties: [],
  unitSystems: [],
};

export const caseRow = (id: number, extra: Partial<CaseRow> = {}): CaseRow => ({
  id,
  version: id + 10,
  body: 'NPC',
  kind: 'SUGGESTION',
  caseNo: `R16-3-000${id}`,
  title: `关于第${id}件事的建议`,
  status: 'ACCEPTED',
  sessionId: 3,
  sessionName: '十六届三次',
  category: 'EDU',
  categoryLabel: '教育',
  property: 'CURRENT',
  isKey: false,
  submitter: '张三',
  leadMemberId: 5,
  groupName: '第一代表团',
  units: [],
  submittedAt: '2026-01-10T02:00:00.000Z',
  registeredAt: null,
  assignedAt: null,
  dueAt: null,
  light: null,
  duplicateOf: null,
  ...extra,
});

export const caseFile = (extra: Partial<CaseFile> = {}): CaseFile => ({
  id: 7,
  version: 3,
  body: 'NPC',
  kind: 'SUGGESTION',
  caseNo: 'R16-3-0007',
  title: '关于改善公交的建议',
  content: '增加线路',
  reason: '',
  solution: '',
  status: 'REGISTERED',
  sessionId: 3,
  sessionName: '十六届三次',
  period: 'DURING',
  category: '',
  categoryLabel: '',
  property: '',
  isKey: false,
  reviewOpinion: '',
  submittedAt: '2026-01-10T02:00:00.000Z',
  registeredAt: '2026-01-11T02:00:00.000Z',
  acceptedAt: null,
  assignedAt: null,
  closedAt: null,
  mergedInto: null,
  merged: [],
  lead: { memberId: 5, name: '张三', groupName: '第一代表团', cosignStatus: 'CONFIRMED', respondBy: null },
  group: null,
  cosigners: [],
  attachments: [],
  assignments: [],
  consultations: [],
  replies: [],
  toEvaluate: [],
  evaluations: [],
  extensions: [],
  commitments: [],
  publication: null,
  events: [{ id: 1, step: '登记', action: '登记', operator: '人大办', at: '2026-01-11T02:00:00.000Z', note: '' }],
  actions: [],
  ...extra,
});
