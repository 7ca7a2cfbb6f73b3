import ExcelJS from 'exceljs';
import type request from 'supertest';
import type { Seat } from '../../src/policy/access-matrix';
import type { Attempt, World } from './world';

/**
 * How the access-matrix test tries one row: what it prepares, what each seat sends, and how an answer shows the
 * thing the row is about. A row that writes gets a fresh `prepare` for each seat the table allows (the write would
 * change what the next seat meets); the refused seats share one, and their attempts must leave `state` unchanged.
 */
export interface Probe<C> {
  prepare?(w: World): Promise<C>;
  attempt(w: World, seat: Seat, ctx: C): Attempt | Promise<Attempt>;
  /** Whether a 2xx answer shows the thing (a list holds the case, a file is the one attached). */
  shows?(res: request.Response, w: World, ctx: C): boolean | Promise<boolean>;
  writes?: boolean;
  /** The call ends the seat's other sessions: the walk signs it in again afterwards. */
  endsSessions?: boolean;
  /** Puts back what a successful attempt changed that later rows rely on (a seat's own password). */
  undo?(w: World, seat: Seat, ctx: C): Promise<void>;
  /** The statuses a refusal answers (403/404 unless said: a feature not configured refuses everyone with a 400). */
  refusedWith?: number[];
  /** What a refused attempt must leave as it was. */
  state?(w: World, ctx: C): Promise<unknown>;
}

export type AnyProbe = Probe<never>;

/** A probe, its context typed from its `prepare`. */
export const probe = <C = undefined>(p: Probe<C>): AnyProbe => p as unknown as AnyProbe;

/** Memoised fixtures shared by the read rows (one replied case serves them all). */
export function memo<T>(build: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= build());
}

/** A paged or plain list answer holds a row with this case id (under `id` or `caseId`). */
export const listHolds = (res: request.Response, caseId: number): boolean => {
  const data = res.body?.data;
  const rows: unknown[] = Array.isArray(data) ? data : Array.isArray(data?.rows) ? data.rows : Array.isArray(data?.list) ? data.list : [];
  return rows.some((row) => {
    const r = row as Record<string, unknown>;
    return r.id === caseId || r.caseId === caseId;
  });
};

/** The text of an answer (JSON or file), for rows that look for a case number or title in it. */
/** The text of every cell of a workbook's sheets. */
export async function workbookText(bytes: Buffer): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  const cells: string[] = [];
  workbook.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => cells.push(cell.text))));
  return cells.join('\n');
}

export const answerText = (res: request.Response): string =>
  Buffer.isBuffer(res.body) ? res.body.toString('latin1') : typeof res.text === 'string' ? res.text : JSON.stringify(res.body);
