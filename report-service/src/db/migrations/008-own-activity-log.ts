import type { Kysely } from 'kysely';
import { grantMenu } from './menu-setup';

/**
 * Unit staff, deputies and members see their own activity-log entries (the log's scope answers them
 * only their own): the menu that shows them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await grantMenu(db, 'ActivityLog', ['unitLead', 'unitClerk', 'deputy', 'member']);
}

export async function down(): Promise<void> {
  throw new Error('008-own-activity-log cannot be undone');
}
