import type { ReportFormat } from '@proposal-desk/shared';

const UNSAFE = /[\\/:*?"<>|\p{Cc}]/gu;

/** `03 办理状态统计.pdf`: the position in the run keeps files of the same report apart and in order. */
export function outputFileName(seq: number, title: string, format: ReportFormat): string {
  return `${String(seq + 1).padStart(2, '0')} ${title.replace(UNSAFE, '_').trim()}.${format}`;
}
