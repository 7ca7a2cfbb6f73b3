import type { Kysely } from 'kysely';
import { rebuildCaseTextIndex } from '../../cases/case-text-commands';
import type { Database } from '../schema';

// 查重 by meaning: the case-text index now holds each case's heaviest words (marked ~, case-terms.ts) where it held
// four min-hash values of its text, and 疑似重复 rests on the texts' words; both are recomputed from the cases.
export async function up(db: Kysely<unknown>): Promise<void> {
  await rebuildCaseTextIndex(db as Kysely<Database>);
}

export async function down(): Promise<void> {
  throw new Error('036-case-words cannot be undone');
}
