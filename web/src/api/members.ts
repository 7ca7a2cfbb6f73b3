import { API_CALLS, type CallBody, type MemberImportMode } from '@proposal-desk/shared';
import { beijingStamp } from './members-stamp';
import { callApi, download, downloadPost } from './request';
import { uploadTo } from './uploads';

const { npcList, npcOptions, npcAdd, npcUpdate, npcChange, npcDelete, npcExcel, npcImportTemplate, npcImport } = API_CALLS;

/** The filter of the delegate list and its export (`GetNpcList` / `GetExcelData` take the same body). */
export type MemberFilterValues = CallBody<typeof npcList>;

/** The fields of the add / edit dialog as `AddNPC` and `UpdateNPC` take them. */
export type MemberFormValues = CallBody<typeof npcAdd>;

/** A move to another delegation or group, session or type (`ChangeNpc`). */
export type MemberChange = CallBody<typeof npcChange>;

export const fetchMembers = (filter: MemberFilterValues, pageIndex: number, pageSize: number, signal?: AbortSignal) =>
  callApi(npcList, { query: { intPageIndex: pageIndex, intPageSize: pageSize }, body: filter }, signal);

export const fetchMemberOptions = () => callApi(npcOptions, { body: {} });

export const addMember = (values: MemberFormValues) => callApi(npcAdd, { body: values });

export const updateMember = (id: number, values: MemberFormValues) => callApi(npcUpdate, { body: { ...values, ID: id } });

export const changeMember = (change: MemberChange) => callApi(npcChange, { body: change });

export const deleteMember = (id: number) => callApi(npcDelete, { body: { ID: id } });

/** Saves the workbook of every row that passes the filter (all pages). */
export const exportMembers = (filter: MemberFilterValues, fileName: string) =>
  downloadPost(npcExcel.path, filter, `${fileName}_${beijingStamp(new Date())}.xlsx`);

/** Saves the empty import workbook (the export's headers). */
export const downloadImportTemplate = (fileName: string) => download(npcImportTemplate.path, fileName, 'xlsx');

/** Sends an .xlsx to `ImportNpc`; the answer is the per-row report (nothing written in mode `all` when a row is bad). */
export const importMembers = (file: File, mode: MemberImportMode, onProgress?: (percent: number) => void) =>
  uploadTo(npcImport, [file], { mode }, onProgress);
