import type { ResultCategory } from '@proposal-desk/shared/src/domain/enums';
import { buildReplyContent } from './lists/texts';
import { drawAdoption, drawConsultMethod, drawResultCategory } from './handling-values';
import type { HandlingContext, HandlingResult, NumberedCase } from './handling-types';
import type { UnitRecord } from './roster';

export interface ReplyDraft {
  at: Date;
  result: ResultCategory;
  docNo: string;
}

export interface ReplyTarget {
  unit: UnitRecord;
  assignmentId: number;
  coHandling: boolean;
}

/** The next number of a unit's reply letters in a year: `京建函〔2026〕57号`. */
function nextDocNo(ctx: HandlingContext, unit: UnitRecord, at: Date): string {
  const year = new Date(at.getTime() + 8 * 3_600_000).getUTCFullYear();
  const key = `${unit.id}-${year}`;
  const next = (ctx.docNumbers.get(key) ?? ctx.rng.int(8, 40)) + ctx.rng.int(1, 4);
  ctx.docNumbers.set(key, next);
  return `${unit.docPrefix}函〔${year}〕${next}号`;
}

/** Writes one reply letter of a unit to a case and returns what later steps need of it. */
export function writeReply(
  ctx: HandlingContext,
  out: HandlingResult,
  kase: NumberedCase,
  target: ReplyTarget,
  at: Date,
  round: number,
): ReplyDraft {
  const { rng } = ctx;
  const result = drawResultCategory(rng, round);
  const docNo = nextDocNo(ctx, target.unit, at);
  const id = ctx.nextId.reply;
  ctx.nextId.reply += 1;
  out.replies.push({
    id,
    assignment_id: target.assignmentId,
    round,
    doc_no: docNo,
    replied_at: at,
    result_category: result,
    adoption: drawAdoption(rng, result),
    consult_method: drawConsultMethod(rng, target.coHandling, round),
    signer: target.unit.leaderName,
    content: buildReplyContent(kase.addressee, kase.story.title, result, round),
    attachment: '',
  });
  return { at, result, docNo };
}
