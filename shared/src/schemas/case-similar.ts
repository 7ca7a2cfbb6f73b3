import { z } from 'zod';
import { ASSIGNMENT_ROLE_CODES, BODY_CODES, bodyField, CASE_STATUS_CODES, note, optionalId } from './case-fields';
import { CASE_TEXT_MAX, CASE_TITLE_MAX } from './case-actions';
import { RESULT_CATEGORY_CODES } from './case-handling';

/** How many similar cases a search answers. */
export const SIMILAR_CASES_MAX = 5;

/**
 * `Case/Similar` (查重): the text being written or reviewed. `excludeId` is the case itself when it exists (it is
 * not its own duplicate). A title or text too long for a case is refused like the case would be.
 */
export const CaseSimilarBody = z.object({
  body: bodyField(),
  title: z.preprocess((v) => v ?? '', z.string().trim().max(CASE_TITLE_MAX, 'case.titleTooLong')),
  content: note(CASE_TEXT_MAX * 3, 'case.noteTooLong'),
  excludeId: optionalId(),
});
export type TCaseSimilarBody = z.infer<typeof CaseSimilarBody>;

/** One unit a similar case went to, and the category of its latest reply (null before any). */
export const SimilarCaseUnit = z.object({
  unitName: z.string(),
  role: z.enum(ASSIGNMENT_ROLE_CODES),
  resultCategory: z.enum(RESULT_CATEGORY_CODES).nullable(),
});

/** A similar case: who it is, how alike (0–100), what became of it; no submitter's name or contact. */
export const SimilarCase = z.object({
  id: z.number().check(z.int32()),
  body: z.enum(BODY_CODES),
  caseNo: z.string().nullable().describe('案号 (null before registration)'),
  title: z.string(),
  /** The case's text (content, reasons and proposals), for the side-by-side comparison; null to a deputy or member
   * who may not open the case (they see its title, 案号, status and units only). */
  text: z.string().nullable(),
  status: z.enum(CASE_STATUS_CODES),
  sessionName: z.string(),
  similarity: z
    .number()
    .int()
    .min(0)
    .max(100)
    .describe('Percent: the larger of (2 × title likeness + text likeness) ÷ 3 by letters and the texts’ likeness by their weighted words'),
  likelyDuplicate: z
    .boolean()
    .describe('疑似重复: the texts say the same matter (or, a text too short to tell, the titles are near copies)'),
  mergedInto: z.object({ id: z.number(), caseNo: z.string().nullable() }).nullable(),
  units: z.array(SimilarCaseUnit).describe('Without reply categories for a case the caller may not open'),
});
export type SimilarCase = z.infer<typeof SimilarCase>;

/** `Case/ProposeUnits` (智能交办): the case to propose units for. */
export const CaseProposeUnitsQuery = z.object({
  id: z.coerce.number({ error: 'case.notFound' }).check(z.int32()).positive('case.notFound'),
});

/** A unit proposed for a case, with what it is proposed on: the similar past cases it handled and how they went. */
export const UnitProposal = z.object({
  unitId: z.number().check(z.int32()),
  unitName: z.string(),
  /** Similar past cases the unit handled in this part (lead or co-handling), returned ones aside. */
  similarCases: z.number().int(),
  /** Of those, how many the submitters rated 满意 or 基本满意 (the unit's work, latest round). */
  satisfied: z.number().int(),
  /** Similar cases the unit asked to return. */
  returned: z.number().int(),
  /** Past cases of the same category the unit handled in this part. */
  categoryCases: z.number().int(),
});
export type UnitProposal = z.infer<typeof UnitProposal>;

/** Up to three lead units and three co-units, best first, proposed from the most similar past cases of the body. */
export const UnitProposals = z.object({
  leads: z.array(UnitProposal),
  cos: z.array(UnitProposal),
  /** How many similar past cases with assignments the proposals rest on. */
  basedOn: z.number().int(),
});
export type UnitProposals = z.infer<typeof UnitProposals>;
