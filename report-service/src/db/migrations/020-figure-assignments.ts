import type { Kysely } from 'kysely';
import { addMenuPage } from './menu-setup';

// 件次清单: the assignments behind a figure of the statistics or the home page, opened from the figure (not the menu).
export async function up(db: Kysely<unknown>): Promise<void> {
  await addMenuPage(db, {
    section: '/report',
    path: 'assignments',
    name: 'FigureAssignments',
    title: '件次清单',
    icon: 'file-list-line',
    roles: ['admin', 'leader', 'npcStaff', 'cppccStaff', 'unitLead', 'unitClerk'],
    hidden: true,
  });
}

export async function down(): Promise<void> {
  throw new Error('020-figure-assignments cannot be undone');
}
