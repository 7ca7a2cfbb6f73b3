import { z } from 'zod';
import { ROLE_LEVELS } from '../../domain/roles';
import { CaseActionAnswer, CaseRequestReturnBody, CaseSignBody } from '../../schemas/case-actions';
import { AssignmentExportQuery, AssignmentListAnswer, AssignmentListQuery } from '../../schemas/case-assignments';
import { CaseConsultBody, CaseReplyBody } from '../../schemas/case-handling';
import { CaseRequestExtensionBody } from '../../schemas/case-extensions';
import {
  CaseCosignAnswerBody,
  CaseDraftBody,
  CaseEvaluateBody,
  CaseSubmitBody,
  CosignerOption,
  CosignerSearchQuery,
  CosignInvitationRow,
} from '../../schemas/case-submitter';
import { AssignmentFactListQuery, AssignmentFactRow } from '../../schemas/assignment-facts';
import { callsOf, pagedOf } from '../call';

/** The calls of the handling units and the submitters. */
export const caseHandlingCalls = callsOf('Cases')({
  caseSign: {
    method: 'post',
    path: '/api/Case/Sign',
    summary: 'A unit signs for its assignment',
    access: { level: ROLE_LEVELS.UNIT_STAFF },
    body: CaseSignBody,
    answer: CaseActionAnswer,
    message: 'case.signed',
  },
  caseRequestReturn: {
    method: 'post',
    path: '/api/Case/RequestReturn',
    summary: 'A unit asks to return its assignment',
    access: { level: ROLE_LEVELS.UNIT_STAFF },
    body: CaseRequestReturnBody,
    answer: CaseActionAnswer,
    message: 'case.returnRequested',
  },
  caseRequestExtension: {
    method: 'post',
    path: '/api/Case/RequestExtension',
    summary: 'A unit asks for more time on its assignment (延期)',
    access: { level: ROLE_LEVELS.UNIT_STAFF },
    body: CaseRequestExtensionBody,
    answer: CaseActionAnswer,
    message: 'case.extensionRequested',
  },
  caseConsult: {
    method: 'post',
    path: '/api/Case/Consult',
    summary: 'A unit records a consultation with the submitter',
    access: { level: ROLE_LEVELS.UNIT_STAFF },
    body: CaseConsultBody,
    answer: CaseActionAnswer,
    message: 'case.consulted',
  },
  caseReply: {
    method: 'post',
    path: '/api/Case/Reply',
    summary: 'A unit replies',
    access: { level: ROLE_LEVELS.UNIT_STAFF },
    body: CaseReplyBody,
    answer: CaseActionAnswer,
    message: 'case.replied',
  },
  caseAssignments: {
    method: 'get',
    path: '/api/Case/Assignments',
    summary: 'A page of assignments',
    access: 'signedIn',
    query: AssignmentListQuery,
    answer: AssignmentListAnswer,
  },
  assignmentFacts: {
    method: 'get',
    path: '/api/Assignment/GetList',
    summary: 'A page of the assignments (件次) behind a figure of the statistics',
    access: 'signedIn',
    query: AssignmentFactListQuery,
    answer: pagedOf(AssignmentFactRow),
  },
  caseAssignmentsExport: {
    method: 'get',
    path: '/api/Case/AssignmentsExport',
    summary: 'The filtered assignments as a workbook',
    access: 'signedIn',
    query: AssignmentExportQuery,
    file: 'xlsx',
  },
  caseSaveDraft: {
    method: 'post',
    path: '/api/Case/SaveDraft',
    summary: 'Saves a submitter’s draft',
    access: { level: ROLE_LEVELS.SUBMITTER },
    body: CaseDraftBody,
    answer: CaseActionAnswer,
    message: 'case.draftSaved',
  },
  caseSubmit: {
    method: 'post',
    path: '/api/Case/Submit',
    summary: 'Submits a case',
    access: { level: ROLE_LEVELS.SUBMITTER },
    body: CaseSubmitBody,
    answer: CaseActionAnswer,
    message: 'case.submitted',
  },
  caseRespondCosign: {
    method: 'post',
    path: '/api/Case/RespondCosign',
    summary: 'Accepts or declines a co-signing invitation',
    access: { level: ROLE_LEVELS.SUBMITTER },
    body: CaseCosignAnswerBody,
    answer: CaseActionAnswer,
    message: 'case.cosignConfirmed',
  },
  caseCosignInvitations: {
    method: 'get',
    path: '/api/Case/CosignInvitations',
    summary: 'The submitter’s co-signing invitations',
    access: { level: ROLE_LEVELS.SUBMITTER },
    answer: z.array(CosignInvitationRow),
  },
  caseCosignerOptions: {
    method: 'get',
    path: '/api/Case/CosignerOptions',
    summary: 'Deputies or members who may co-sign',
    access: { level: ROLE_LEVELS.SUBMITTER },
    query: CosignerSearchQuery,
    answer: z.array(CosignerOption),
  },
  caseEvaluate: {
    method: 'post',
    path: '/api/Case/Evaluate',
    summary: 'The submitter evaluates a reply',
    access: { level: ROLE_LEVELS.SUBMITTER },
    body: CaseEvaluateBody,
    answer: CaseActionAnswer,
    message: 'case.evaluated',
  },
});
