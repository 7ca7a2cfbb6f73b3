import type { Kysely } from 'kysely';
import { addMenuSection, type MenuPage } from './menu-setup';
import { runSqlScript } from './run-sql';

const page = (path: string, name: MenuPage['component'], title: string, icon: string, hidden = false): MenuPage => ({
  path,
  name,
  component: name,
  // A hidden page opened by links (one case's file): each address, query included, is a tab of its own.
  meta: hidden ? { title, icon, dynamicNewTab: true } : { title, icon },
  ...(hidden ? { hidden } : {}),
});

/**
 * The office's case work: a version on every case (a write names the version it saw), the 案号
 * counters (one row per body and session, advanced in the registering transaction), the deadline
 * settings, and the register menus of both bodies with the hidden case-file page.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSqlScript(
    db,
    `
alter table cases add column version integer not null default 1;
create table case_numbers (
  body text not null,
  session_id integer not null references meetings(id),
  last_no integer not null,
  primary key (body, session_id)
);
create index cases_body_session_no on cases(body, session_id, case_no);
create index assignments_open_due on assignments(due_at) where status in ('PENDING', 'SIGNED', 'RETURN_REQUESTED', 'REHANDLE');
create index case_submitters_case on case_submitters(case_id);
insert into app_settings (key, value) values
  ('caseNumberPattern', '{"NPC": "R{jie}-{ci}-{seq}", "CPPCC": "Z{jie}-{ci}-{seq}", "digits": 4}'),
  ('caseDeadlines', '{"replyMonths": 3, "coOpinionMonths": 1, "returnDays": 10}')
on conflict (key) do nothing;
`,
  );
  await addMenuSection(
    db,
    {
      path: '/npc',
      name: 'Npc',
      component: 'Layout',
      redirect: '/npc/suggestions',
      meta: { title: '人大', icon: 'government-line' },
      children: [page('suggestions', 'CaseRegister', '建议管理', 'file-text-line')],
    },
    ['admin', 'leader', 'npcStaff'],
    '/',
  );
  await addMenuSection(
    db,
    {
      path: '/cppcc',
      name: 'Cppcc',
      component: 'Layout',
      redirect: '/cppcc/proposals',
      meta: { title: '政协', icon: 'community-line' },
      children: [{ ...page('proposals', 'CaseRegister', '提案管理', 'file-paper-2-line'), name: 'CppccCaseRegister' }],
    },
    ['admin', 'leader', 'cppccStaff'],
    '/',
  );
  await addMenuSection(
    db,
    {
      path: '/case',
      name: 'Case',
      component: 'Layout',
      hidden: true,
      meta: { title: '案件', icon: 'file-list-line' },
      children: [page('detail', 'CaseFile', '案件详情', 'file-list-line', true)],
    },
    ['admin', 'leader', 'npcStaff', 'cppccStaff'],
  );
}

export async function down(): Promise<void> {
  throw new Error('006-cases cannot be undone');
}
