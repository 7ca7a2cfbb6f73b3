import type { Insertable } from 'kysely';
import type { CaseEventMessage } from '@proposal-desk/shared/src/api/case-event-messages';
import { ASSIGNMENT_ROLES, type AssignmentStatus, type CaseStatus, labelOf, SATISFACTIONS } from '@proposal-desk/shared/src/domain/enums';
import type { AssignmentsTable } from '../schema';
import { type AssignmentSlot, drawWrongUnit, planAssignmentSlots } from './assignment-plan';
import { CO_OPINION_MONTHS, REPLY_MONTHS } from './case-timeline';
import { addMonths, latest, officeTimeAfter } from './dates';
import { buildEvaluationComment, RETURN_REASONS } from './lists/texts';
import type { HandlingContext, HandlingResult, NumberedCase } from './handling-types';
import { drawSatisfaction, type SatisfactionPair } from './handling-values';
import type { Random } from './random';
import { type ReplyDraft, writeReply } from './replies';

interface Track {
  slot: AssignmentSlot;
  row: Insertable<AssignmentsTable> & { id: number; assigned_at: Date; due_at: Date; signed_at: Date | null };
  firstReply: ReplyDraft | null;
}

/** How far handling got: 0 assigned, 1 in progress, 2 replied, 3 evaluated (or beyond). */
const STAGE: Partial<Record<CaseStatus, number>> = { ASSIGNED: 0, IN_PROGRESS: 1, REPLIED: 2, EVALUATED: 3, REHANDLING: 3, CLOSED: 3 };

const roleZh = (slot: AssignmentSlot) => labelOf(ASSIGNMENT_ROLES, slot.role);
const roleEn = (slot: AssignmentSlot) => labelOf(ASSIGNMENT_ROLES, slot.role, 'en').toLowerCase();

/** A rating as the timeline's parameters: the work and result satisfaction in both languages. */
const ratingParams = (pair: SatisfactionPair) => ({
  work: { zh: labelOf(SATISFACTIONS, pair.work), en: labelOf(SATISFACTIONS, pair.work, 'en') },
  result: { zh: labelOf(SATISFACTIONS, pair.result), en: labelOf(SATISFACTIONS, pair.result, 'en') },
});

/** "测评：办理工作满意，办理结果满意" of the first (or second) round's first rating. */
const evaluatedMessage = (key: 'event.evaluated' | 'event.evaluatedAgain', pair: SatisfactionPair | undefined): CaseEventMessage =>
  pair ? { key, params: ratingParams(pair) } : { key, params: { work: '', result: '' } };

/** Assignments, replies, evaluations and their events for one case, consistent with its status. */
export function handleCase(ctx: HandlingContext, kase: NumberedCase): HandlingResult {
  const { rng } = ctx;
  const { story } = kase;
  const stage = STAGE[story.status];
  const assignedAt = story.dates.assignedAt;
  const result: HandlingResult = { assignments: [], replies: [], evaluations: [], events: [], closedAt: null };
  if (stage === undefined || !assignedAt) return result;

  const slots = planAssignmentSlots(rng, story, ctx.unitsByKey);
  const misassigned = stage >= 1 && rng.chance(0.04) ? drawWrongUnit(rng, slots, ctx.units) : null;
  const firstSlot = slots[0] as AssignmentSlot;
  const announced = misassigned ? [{ ...firstSlot, unit: misassigned }, ...slots.slice(1)] : slots;
  result.events.push({
    step: 'ASSIGNED',
    message: {
      key: 'event.assigned',
      params: {
        units: {
          zh: announced.map((s) => `${s.unit.name}（${roleZh(s)}）`).join('、'),
          en: announced.map((s) => `${s.unit.name} (${roleEn(s)})`).join(', '),
        },
      },
    },
    operator: ctx.officeOperator(story.body),
    at: assignedAt,
  });

  let firstAssignedAt = assignedAt;
  if (misassigned) {
    const row = newAssignment(ctx, kase.id, { ...firstSlot, unit: misassigned }, assignedAt);
    result.assignments.push({ ...row, status: 'VOID', return_reason: rng.pick(RETURN_REASONS) });
    firstAssignedAt = officeTimeAfter(rng, assignedAt, 3, 9);
  }
  const tracks: Track[] = slots.map((slot, i) => ({
    slot,
    row: newAssignment(ctx, kase.id, slot, i === 0 ? firstAssignedAt : assignedAt),
    firstReply: null,
  }));
  // Rows are pushed now and updated in place as handling proceeds.
  result.assignments.push(...tracks.map((t) => t.row));
  const main = tracks.filter((t) => t.slot.role !== 'CO');
  const co = tracks.filter((t) => t.slot.role === 'CO');
  const firstMain = main[0] as Track;

  // Signing: the case is in progress once the first lead / sole / separate unit signs.
  if (stage === 0) {
    if (rng.chance(0.3)) setStatus(firstMain, 'RETURN_REQUESTED', rng.pick(RETURN_REASONS));
  } else {
    for (const track of main) if (track === firstMain || stage >= 2 || rng.chance(0.6)) sign(rng, track);
    const signedAt = firstMain.row.signed_at as Date;
    result.events.push({
      step: 'IN_PROGRESS',
      message: { key: 'event.signed', params: { unit: firstMain.slot.unit.name } },
      operator: firstMain.slot.unit.contactName,
      at: signedAt,
      ...(misassigned ? { note: `${misassigned.name}申请退回，经审核同意，改交${firstMain.slot.unit.name}办理` } : {}),
    });
  }

  // Round 1 replies of the lead / sole / separate units.
  const replyingMain = stage >= 2 ? main : stage === 1 && main.length > 1 && rng.chance(0.5) ? [firstMain] : [];
  for (const track of replyingMain) {
    const late = rng.chance(0.08);
    const at = late
      ? officeTimeAfter(rng, latest(track.row.due_at, track.row.signed_at as Date), 3, 40)
      : officeTimeAfter(rng, track.row.signed_at as Date, 15, 80);
    track.firstReply = writeReply(ctx, result, kase, replyTarget(track), at, 1);
    track.row.status = 'REPLIED';
  }
  const earliestMainReply = replyingMain.length
    ? new Date(Math.min(...replyingMain.map((t) => (t.firstReply as ReplyDraft).at.getTime())))
    : null;
  handleCoUnits(ctx, result, kase, co, stage, stage >= 2 ? earliestMainReply : null);
  if (stage < 2) return result;

  const repliedAt = latest(...main.map((t) => (t.firstReply as ReplyDraft).at));
  result.events.push({
    step: 'REPLIED',
    message:
      main.length > 1
        ? { key: 'event.allReplied' }
        : { key: 'event.repliedWithDocNo', params: { unit: firstMain.slot.unit.name, docNo: (firstMain.firstReply as ReplyDraft).docNo } },
    operator: firstMain.slot.unit.contactName,
    at: repliedAt,
  });
  if (stage < 3) return result;

  const lastEvaluatedAt = evaluate(ctx, result, kase, main, repliedAt);
  if (story.status === 'CLOSED') {
    const withdrawnAt = withdrawSilentCoUnits(ctx, result, kase, co, lastEvaluatedAt);
    result.closedAt = officeTimeAfter(rng, withdrawnAt, 3, 20);
    result.events.push({
      step: 'CLOSED',
      message: { key: 'event.closedPlain' },
      operator: ctx.officeOperator(story.body),
      at: result.closedAt,
    });
  }
  return result;
}

/** A case closes with every unit done (domain.md "Closing"): the office withdraws a co-unit that never sent its opinion, with the reason. */
function withdrawSilentCoUnits(ctx: HandlingContext, result: HandlingResult, kase: NumberedCase, co: Track[], after: Date): Date {
  let at = after;
  for (const track of co.filter((t) => t.row.status !== 'REPLIED')) {
    at = officeTimeAfter(ctx.rng, at, 1, 5);
    setStatus(track, 'VOID');
    result.events.push({
      step: 'ASSIGNMENT_WITHDRAWN',
      message: { key: 'event.assignmentWithdrawn', params: { unit: track.slot.unit.name } },
      note: '主办单位已答复，协办单位逾期未提交意见',
      operator: ctx.officeOperator(kase.story.body),
      at,
    });
  }
  return at;
}

function replyTarget(track: Track) {
  return { unit: track.slot.unit, assignmentId: track.row.id, coHandling: track.slot.role === 'CO' };
}

function newAssignment(ctx: HandlingContext, caseId: number, slot: AssignmentSlot, assignedAt: Date): Track['row'] {
  const id = ctx.nextId.assignment;
  ctx.nextId.assignment += 1;
  return {
    id,
    case_id: caseId,
    unit_id: slot.unit.id,
    role: slot.role,
    assigned_at: assignedAt,
    due_at: addMonths(assignedAt, slot.role === 'CO' ? CO_OPINION_MONTHS : REPLY_MONTHS),
    signed_at: null,
    status: 'PENDING',
    return_reason: '',
    contact_name: slot.unit.contactName,
    contact_phone: slot.unit.contactPhone,
  };
}

function setStatus(track: Track, status: AssignmentStatus, returnReason = ''): void {
  track.row.status = status;
  track.row.return_reason = returnReason;
}

function sign(rng: Random, track: Track): void {
  track.row.signed_at = officeTimeAfter(rng, track.row.assigned_at, 1, track.slot.role === 'CO' ? 10 : 7);
  track.row.status = 'SIGNED';
}

/** Co-units sign and send their opinion to the lead unit, before the lead unit replies. */
function handleCoUnits(
  ctx: HandlingContext,
  result: HandlingResult,
  kase: NumberedCase,
  co: Track[],
  stage: number,
  replyBound: Date | null,
): void {
  const { rng } = ctx;
  for (const track of co) {
    const outcome =
      stage === 0
        ? rng.weighted([
            ['PENDING', 70],
            ['SIGNED', 30],
          ] as const)
        : stage === 1
          ? rng.weighted([
              ['PENDING', 15],
              ['SIGNED', 35],
              ['REPLIED', 45],
              ['RETURN_REQUESTED', 5],
            ] as const)
          : rng.weighted([
              ['SIGNED', 8],
              ['REPLIED', 92],
            ] as const);
    if (outcome === 'PENDING') continue;
    if (outcome === 'RETURN_REQUESTED') {
      setStatus(track, 'RETURN_REQUESTED', rng.pick(RETURN_REASONS));
      continue;
    }
    sign(rng, track);
    if (outcome !== 'REPLIED') continue;
    const signedAt = track.row.signed_at as Date;
    let at = rng.chance(0.1) ? officeTimeAfter(rng, latest(track.row.due_at, signedAt), 2, 20) : officeTimeAfter(rng, signedAt, 5, 25);
    if (replyBound && at.getTime() >= replyBound.getTime()) at = new Date((signedAt.getTime() + replyBound.getTime()) / 2);
    track.firstReply = writeReply(ctx, result, kase, replyTarget(track), at, 1);
    track.row.status = 'REPLIED';
  }
}

/** Round 1 evaluation, and for re-handled cases the re-handling, round 2 replies and evaluation. */
function evaluate(ctx: HandlingContext, result: HandlingResult, kase: NumberedCase, main: Track[], repliedAt: Date): Date {
  const { rng } = ctx;
  const { story } = kase;
  const evaluatedAt = officeTimeAfter(rng, repliedAt, 5, 30);
  const unsatisfied = new Set(story.rehandled ? main.filter((_track, i) => i === 0 || rng.chance(0.3)) : []);
  const firstPairs = main.map((track) => {
    const reply = track.firstReply as ReplyDraft;
    return recordEvaluation(ctx, result, kase, track, drawSatisfaction(rng, reply.result, unsatisfied.has(track)), evaluatedAt, 1);
  });
  result.events.push({
    step: 'EVALUATED',
    message: main.length > 1 ? { key: 'event.evaluatedAll' } : evaluatedMessage('event.evaluated', firstPairs[0]),
    operator: kase.submitterName,
    at: evaluatedAt,
  });
  if (!story.rehandled) return evaluatedAt;

  const rehandleAt = officeTimeAfter(rng, evaluatedAt, 2, 6);
  const rehandled = main.filter((t) => unsatisfied.has(t));
  for (const track of rehandled) setStatus(track, 'REHANDLE');
  result.events.push({
    step: 'REHANDLING',
    message: {
      key: 'event.rehandling',
      params: { units: { zh: rehandled.map((t) => t.slot.unit.name).join('、'), en: rehandled.map((t) => t.slot.unit.name).join(', ') } },
    },
    operator: ctx.officeOperator(story.body),
    at: rehandleAt,
  });
  if (story.status === 'REHANDLING') return evaluatedAt;

  const secondReplies = rehandled.map((track) => {
    track.row.status = 'REPLIED';
    return writeReply(ctx, result, kase, replyTarget(track), officeTimeAfter(rng, rehandleAt, 10, 28), 2);
  });
  const secondRepliedAt = latest(...secondReplies.map((r) => r.at));
  result.events.push({
    step: 'REPLIED',
    message: { key: 'event.repliedAgain' },
    operator: (rehandled[0] as Track).slot.unit.contactName,
    at: secondRepliedAt,
    note: '第二轮',
  });
  const secondEvaluatedAt = officeTimeAfter(rng, secondRepliedAt, 5, 20);
  const secondPairs = rehandled.map((track, i) => {
    const reply = secondReplies[i] as ReplyDraft;
    return recordEvaluation(ctx, result, kase, track, drawSatisfaction(rng, reply.result, false), secondEvaluatedAt, 2);
  });
  result.events.push({
    step: 'EVALUATED',
    message: evaluatedMessage('event.evaluatedAgain', secondPairs[0]),
    operator: kase.submitterName,
    at: secondEvaluatedAt,
    note: '第二轮',
  });
  return secondEvaluatedAt;
}

function recordEvaluation(
  ctx: HandlingContext,
  result: HandlingResult,
  kase: NumberedCase,
  track: Track,
  pair: ReturnType<typeof drawSatisfaction>,
  at: Date,
  round: number,
): SatisfactionPair {
  const id = ctx.nextId.evaluation;
  ctx.nextId.evaluation += 1;
  result.evaluations.push({
    id,
    case_id: kase.id,
    assignment_id: track.row.id,
    member_id: kase.evaluatorId,
    round,
    work_satisfaction: pair.work,
    result_satisfaction: pair.result,
    comment: buildEvaluationComment(ctx.rng, pair.result),
    evaluated_at: at,
  });
  return pair;
}
