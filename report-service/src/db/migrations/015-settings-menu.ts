import type { Kysely } from 'kysely';
import { addMenuPage } from './menu-setup';

// The handling settings page (办理设置): the 案号 pattern and the case deadlines, which live in app_settings (migrations 006, 007).
export async function up(db: Kysely<unknown>): Promise<void> {
  await addMenuPage(db, {
    section: '/setting',
    path: 'handlingSettings',
    name: 'HandlingSettings',
    title: '办理设置',
    icon: 'tools-line',
    roles: ['admin'],
  });
}

export async function down(): Promise<void> {
  throw new Error('015-settings-menu cannot be undone');
}
