import { z } from 'zod';
import { DOWNLOAD_FILE_PATH, UploadedFile } from '../../domain/uploads';
import { callsOf } from '../call';

const FileParams = z.object({ id: z.coerce.number().check(z.int32()).positive(), name: z.string().min(1) });

/** The calls of files. */
export const filesCalls = callsOf('Files')({
  uploadFile: {
    method: 'post',
    path: '/api/Upload/PostFile',
    summary: 'Stores one or more files (multipart field `file`)',
    access: 'signedIn',
    upload: true,
    answer: z.union([UploadedFile, z.array(UploadedFile)]).describe('One file for one upload, a list for several'),
  },
  downloadFile: {
    method: 'get',
    path: DOWNLOAD_FILE_PATH,
    summary: 'Downloads a stored file',
    access: 'signedIn',
    params: FileParams,
    file: 'file',
  },
});
