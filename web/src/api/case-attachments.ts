import { API_CALLS, type CallBody } from '@proposal-desk/shared';
import { callApi } from './request';

const { caseAddAttachments, caseRemoveAttachment } = API_CALLS;

export type CaseAddAttachmentsValues = CallBody<typeof caseAddAttachments>;
export type CaseRemoveAttachmentValues = CallBody<typeof caseRemoveAttachment>;

/** 添加附件: the office puts its own uploads on a case of its body. */
export const addCaseAttachments = (body: CaseAddAttachmentsValues) => callApi(caseAddAttachments, { body });
/** 删除附件: the office takes one file off a case of its body. */
export const removeCaseAttachment = (body: CaseRemoveAttachmentValues) => callApi(caseRemoveAttachment, { body });
