import {
  API_PATHS,
  type MemberChangeBody,
  type MemberFilter,
  type MemberImportMode,
  type MemberImportReport,
  type MemberOptions,
  type MemberProfile,
  type MemberProfileBody,
  type Paged,
} from '@proposal-desk/shared';
import type { z } from 'zod';
import { beijingStamp } from './members-stamp';
import { apiPath, download, downloadPost, request } from './request';

/** The filter of the delegate list and its export (`GetNpcList` / `GetExcelData` take the same body). */
export type MemberFilterValues = z.input<typeof MemberFilter>;

/** The fields of the add / edit dialog as `AddNPC` and `UpdateNPC` take them. */
export type MemberFormValues = z.input<typeof MemberProfileBody>;

/** A move to another delegation or group, session or type (`ChangeNpc`). */
export type MemberChange = z.input<typeof MemberChangeBody>;

export const fetchMembers = (filter: MemberFilterValues, pageIndex: number, pageSize: number, signal?: AbortSignal) =>
  request<Paged<MemberProfile>>({
    url: apiPath(API_PATHS.npcList),
    method: 'POST',
    params: { intPageIndex: pageIndex, intPageSize: pageSize },
    data: filter,
    signal,
  });

export const fetchMemberOptions = () => request<MemberOptions>({ url: apiPath(API_PATHS.npcOptions), method: 'POST', data: {} });

export const addMember = (values: MemberFormValues) =>
  request<MemberProfile>({ url: apiPath(API_PATHS.npcAdd), method: 'POST', data: values });

export const updateMember = (id: number, values: MemberFormValues) =>
  request<MemberProfile>({ url: apiPath(API_PATHS.npcUpdate), method: 'PUT', data: { ...values, ID: id } });

export const changeMember = (change: MemberChange) =>
  request<MemberProfile>({ url: apiPath(API_PATHS.npcChange), method: 'PUT', data: change });

export const deleteMember = (id: number) =>
  request<{ hR_ID: number }>({ url: apiPath(API_PATHS.npcDelete), method: 'DELETE', params: { ID: id } });

/** Saves the workbook of every row that passes the filter (all pages). */
export const exportMembers = (filter: MemberFilterValues, fileName: string) =>
  downloadPost(API_PATHS.npcExcel, filter, `${fileName}_${beijingStamp(new Date())}.xlsx`);

/** Saves the empty import workbook (the export's headers). */
export const downloadImportTemplate = (fileName: string) => download(API_PATHS.npcImportTemplate, fileName, 'xlsx');

/** Sends an .xlsx to `ImportNpc`; the answer is the per-row report (nothing written in mode `all` when a row is bad). */
export const importMembers = (file: File, mode: MemberImportMode, onProgress?: (percent: number) => void) => {
  const form = new FormData();
  form.append('file', file);
  return request<MemberImportReport>({
    url: apiPath(API_PATHS.npcImport),
    method: 'POST',
    params: { mode },
    data: form,
    headers: { 'Content-Type': 'multipart/form-data' },
    onUploadProgress: (event) => onProgress?.(event.total ? Math.round((event.loaded / event.total) * 100) : 0),
  });
};
