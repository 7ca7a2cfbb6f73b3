import { API_PATHS, splitFileName, type Envelope, type UploadedFile } from '@proposal-desk/shared';
import { apiPath, download, request } from './request';

/** Sends files to `PostFile` (multipart field `file`); the server answers one entry or a list, given here as a list. */
export async function uploadFiles(files: readonly File[], onProgress?: (percent: number) => void): Promise<Envelope<UploadedFile[]>> {
  const form = new FormData();
  for (const file of files) form.append('file', file);
  const answer = await request<UploadedFile | UploadedFile[]>({
    url: apiPath(API_PATHS.uploadFile),
    method: 'POST',
    data: form,
    headers: { 'Content-Type': 'multipart/form-data' },
    onUploadProgress: (event) => onProgress?.(event.total ? Math.round((event.loaded / event.total) * 100) : 0),
  });
  return { ...answer, data: Array.isArray(answer.data) ? answer.data : [answer.data] };
}

/** Downloads a stored file through the download helper, saved under its shown name. */
export function downloadAttachment(url: string, displayName: string): Promise<void> {
  const { base, ext } = splitFileName(displayName);
  return download(url, base, ext.slice(1));
}
