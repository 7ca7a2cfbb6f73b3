import { API_CALLS, splitFileName, type CallData, type CallQuery, type EnvelopeCall, type Envelope } from '@proposal-desk/shared';
import { apiPath, download, request } from './request';

/**
 * Sends files to a declared upload call (multipart field `file`, the query as the query string); the answer's
 * `data` is typed by the call's answer schema. `onProgress` is told the percentage sent.
 */
export function uploadTo<C extends EnvelopeCall & { upload: true }>(
  call: C,
  files: readonly File[],
  query: CallQuery<C>,
  onProgress?: (percent: number) => void,
): Promise<Envelope<CallData<C>>> {
  const form = new FormData();
  for (const file of files) form.append('file', file);
  return request<CallData<C>>({
    url: apiPath(call.path),
    method: call.method.toUpperCase(),
    params: query,
    data: form,
    headers: { 'Content-Type': 'multipart/form-data' },
    onUploadProgress: (event) => onProgress?.(event.total ? Math.round((event.loaded / event.total) * 100) : 0),
  });
}

/** Sends files to `PostFile`; the server answers one entry or a list, given here as a list. */
export async function uploadFiles(files: readonly File[], onProgress?: (percent: number) => void) {
  const answer = await uploadTo(API_CALLS.uploadFile, files, undefined, onProgress);
  return { ...answer, data: Array.isArray(answer.data) ? answer.data : [answer.data] };
}

/** Downloads a stored file through the download helper, saved under its shown name. */
export function downloadAttachment(url: string, displayName: string): Promise<void> {
  const { base, ext } = splitFileName(displayName);
  return download(url, base, ext.slice(1));
}
