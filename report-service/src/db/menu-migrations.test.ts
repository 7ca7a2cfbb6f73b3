import { ROLE_CODES } from '@proposal-desk/shared';
import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { databaseUrlFor, TEST_TARGET } from '../../test/targets';
import { connectDatabase, type DatabaseHandle } from './connect';
import { migrateTo, migrateToLatest } from './migrate';
import { BASE_MENU_TREE, BASE_ROLE_SECTIONS, FIXED_ROLES } from './migrations/004-menus-and-roles';
import { addMenuPage } from './migrations/menu-setup';
import type { Database } from './schema';

const SETTING_PAGES = ['UserManagement', 'RoleManagement', 'DepartmentManagement', 'MenuManagement', 'StaffManagement', 'ReportSchedules'];

/** What the demo seed wrote before migration 004 took the configuration over: rows with their own ids. */
async function seedConfigurationAsBefore(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('roles')
    .values(FIXED_ROLES.map((role, index) => ({ id: index + 1, code: ROLE_CODES[role.name], ...role, abilities: [...role.abilities] })))
    .execute();
  const menus: Array<{
    id: number;
    parent_id: number | null;
    path: string;
    name: string;
    component: string;
    redirect: string | null;
    hidden: boolean;
    sort: number;
    meta: string;
  }> = [];
  const idsBySection = new Map<string, number[]>();
  BASE_MENU_TREE.forEach(({ children = [], ...section }, index) => {
    const sectionId = menus.length + 1;
    const row = {
      parent_id: null,
      path: section.path,
      name: section.name,
      component: section.component,
      redirect: section.redirect ?? null,
    };
    menus.push({ id: sectionId, ...row, hidden: section.hidden ?? false, sort: index + 1, meta: JSON.stringify(section.meta) });
    children.forEach((page, childIndex) => {
      const base = { parent_id: sectionId, path: page.path, name: page.name, component: page.component, redirect: null, hidden: false };
      menus.push({ id: menus.length + 1, ...base, sort: childIndex + 1, meta: JSON.stringify(page.meta) });
    });
    idsBySection.set(
      section.path,
      menus.filter((m) => m.id === sectionId || m.parent_id === sectionId).map((m) => m.id),
    );
  });
  await db.insertInto('menus').values(menus).execute();
  const grants = FIXED_ROLES.flatMap((role, index) =>
    [...BASE_ROLE_SECTIONS[role.name], '*'].flatMap((path) =>
      (idsBySection.get(path) ?? []).map((menuId) => ({ role_id: index + 1, menu_id: menuId })),
    ),
  );
  await db.insertInto('role_menus').values(grants).execute();
  for (const table of ['roles', 'menus'])
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(db);
}

const menuNamed = (db: Kysely<Database>, name: string) =>
  db.selectFrom('menus').selectAll().where('name', '=', name).executeTakeFirstOrThrow();

/** The names of the menus a role (by name) is granted. */
async function grantedTo(db: Kysely<Database>, roleName: string): Promise<string[]> {
  const rows = await db
    .selectFrom('role_menus as rm')
    .innerJoin('roles as r', 'r.id', 'rm.role_id')
    .innerJoin('menus as m', 'm.id', 'rm.menu_id')
    .select('m.name')
    .where('r.name', '=', roleName)
    .orderBy('m.id')
    .execute();
  return rows.map((row) => row.name);
}

async function settingPages(db: Kysely<Database>): Promise<Array<{ component: string; sort: number }>> {
  const setting = await menuNamed(db, 'Setting');
  return db.selectFrom('menus').select(['component', 'sort']).where('parent_id', '=', setting.id).orderBy('sort').orderBy('id').execute();
}

async function onServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: databaseUrlFor('postgres') });
  await admin.connect();
  await admin.query(statement).finally(() => admin.end());
}

let opened: Array<{ handle: DatabaseHandle; drop: () => Promise<void> }> = [];

/** An empty database: PGlite in memory, or a new database on the PostgreSQL server of the PostgreSQL pass. */
async function freshDatabase(): Promise<Kysely<Database>> {
  if (TEST_TARGET === 'postgres') {
    const name = `proposal_desk_migrate_${process.pid}_${randomBytes(4).toString('hex')}`;
    await onServer(`create database ${name}`);
    const handle = await connectDatabase({ databaseUrl: databaseUrlFor(name), poolSize: 2 });
    opened.push({ handle, drop: () => onServer(`drop database if exists ${name} with (force)`) });
    return handle.db;
  }
  const handle = await connectDatabase({});
  opened.push({ handle, drop: async () => {} });
  return handle.db;
}
afterEach(async () => {
  for (const { handle, drop } of opened) {
    await handle.close();
    await drop();
  }
  opened = [];
});

describe('menus and role grants by migration', () => {
  it('gives a fresh database the fixed roles, the whole tree with 节假日, and each role its sections', async () => {
    const db = await freshDatabase();
    await migrateToLatest(db);
    const roles = await db.selectFrom('roles').select(['id', 'code', 'name', 'title']).orderBy('id').execute();
    expect(roles).toEqual(
      FIXED_ROLES.map((role, index) => ({ id: index + 1, code: ROLE_CODES[role.name], name: role.name, title: role.title })),
    );
    expect(await settingPages(db)).toEqual(
      [...SETTING_PAGES, 'Holidays', 'HandlingSettings'].map((component, index) => ({ component, sort: index + 1 })),
    );
    expect(await menuNamed(db, 'HandlingSettings')).toMatchObject({ path: 'handlingSettings', meta: { title: '办理设置' } });
    const holidays = await menuNamed(db, 'Holidays');
    expect(holidays).toMatchObject({
      path: 'holidays',
      component: 'Holidays',
      hidden: false,
      meta: { title: '节假日', icon: 'calendar-event-line' },
    });

    const allMenus = (await db.selectFrom('menus').select('name').orderBy('id').execute()).map((m) => m.name);
    // The workspaces of units and submitters are their own seats' pages: an administrator has neither.
    const workspaces = ['Handling', 'UnitAssignments', 'MySuggestions', 'MyCases', 'MyProposals', 'MyCppccCases', 'UnitCommitments'];
    expect(await grantedTo(db, 'admin')).toEqual(allMenus.filter((name) => !workspaces.includes(name)));
    expect(await grantedTo(db, 'npcStaff')).toEqual([
      'Root',
      'Index',
      'Delegate',
      'DelegateList',
      'Report',
      'ReportCenter',
      'ReportRuns',
      'Log',
      'ActivityLog',
      'NotFound',
      'Npc',
      'CaseRegister',
      'Case',
      'CaseFile',
      'FigureAssignments',
      'NpcCommitments',
    ]);
    expect(await grantedTo(db, 'cppccStaff')).toEqual(expect.arrayContaining(['Cppcc', 'CppccCaseRegister', 'Case', 'CaseFile']));
    expect(await grantedTo(db, 'cppccStaff')).not.toContain('CaseRegister');
    expect(await grantedTo(db, 'deputy')).toEqual([
      'Root',
      'Index',
      'Report',
      'ReportCenter',
      'ReportRuns',
      'Log',
      'ActivityLog',
      'NotFound',
      'Case',
      'CaseFile',
      'MySuggestions',
      'MyCases',
    ]);
    expect(await grantedTo(db, 'member')).toEqual(expect.arrayContaining(['MyProposals', 'MyCppccCases', 'CaseFile']));
    expect(await grantedTo(db, 'unitClerk')).toEqual(expect.arrayContaining(['Handling', 'UnitAssignments', 'CaseFile']));
    expect(await grantedTo(db, 'unitLead')).not.toContain('MyCases');
    // Everybody reads their own activity-log entries.
    for (const role of ['unitLead', 'unitClerk', 'member'] as const) {
      expect(await grantedTo(db, role)).toEqual(expect.arrayContaining(['Log', 'ActivityLog']));
    }
  });

  it('upgrades an installation seeded before: adds 节假日 for the admin and leaves what the admin edited', async () => {
    const db = await freshDatabase();
    await migrateTo(db, '003-report-run-slots');
    await seedConfigurationAsBefore(db);
    // The admin's work before the upgrade: a page retitled, a grant taken away, a page removed, a role renamed.
    const schedules = await menuNamed(db, 'ReportSchedules');
    await db
      .updateTable('menus')
      .set({ meta: JSON.stringify({ title: '定时报表', icon: 'timer-line' }) })
      .where('id', '=', schedules.id)
      .execute();
    const activityLog = await menuNamed(db, 'ActivityLog');
    await db.deleteFrom('role_menus').where('role_id', '=', 3).where('menu_id', '=', activityLog.id).execute();
    await db.deleteFrom('menus').where('name', '=', 'StaffManagement').execute();
    await db.updateTable('roles').set({ name: 'officeLeader' }).where('code', '=', ROLE_CODES.leader).execute();
    const before = {
      menus: await db.selectFrom('menus').selectAll().orderBy('id').execute(),
      roles: await db.selectFrom('roles').selectAll().orderBy('id').execute(),
      grants: await db.selectFrom('role_menus').selectAll().orderBy('role_id').orderBy('menu_id').execute(),
    };

    await migrateTo(db, '005-holidays');

    const menus = await db.selectFrom('menus').selectAll().orderBy('id').execute();
    const holidays = await menuNamed(db, 'Holidays');
    const staff = await menuNamed(db, 'StaffManagement');
    expect(menus.filter((m) => m.id !== holidays.id && m.id !== staff.id)).toEqual(before.menus);
    expect(await db.selectFrom('roles').selectAll().orderBy('id').execute()).toEqual(before.roles);
    expect(holidays).toMatchObject({ parent_id: (await menuNamed(db, 'Setting')).id, path: 'holidays', component: 'Holidays', sort: 7 });

    const grants = await db.selectFrom('role_menus').selectAll().orderBy('role_id').orderBy('menu_id').execute();
    expect(grants.filter((g) => g.menu_id !== holidays.id)).toEqual(before.grants);
    expect(grants.filter((g) => g.menu_id === holidays.id)).toEqual([{ role_id: 1, menu_id: holidays.id }]);
    // A base page the admin removed comes back, but granted to no one: nobody sees it until the admin says so.
    expect(grants.some((g) => g.menu_id === staff.id)).toBe(false);
    await expect(db.selectFrom('holidays').selectAll().execute()).resolves.toEqual([]);
  });

  it('upgrades an installation to the case registers: office roles get their body’s register and the case file', async () => {
    const db = await freshDatabase();
    await migrateTo(db, '005-holidays');
    const before = await db.selectFrom('menus').selectAll().orderBy('id').execute();
    await migrateToLatest(db);
    const menus = await db.selectFrom('menus').selectAll().orderBy('id').execute();
    expect(menus.slice(0, before.length)).toEqual(before);
    expect(menus.slice(before.length).map((m) => [m.name, m.path, m.component, m.hidden])).toEqual([
      ['Npc', '/npc', 'Layout', false],
      ['CaseRegister', 'suggestions', 'CaseRegister', false],
      ['Cppcc', '/cppcc', 'Layout', false],
      ['CppccCaseRegister', 'proposals', 'CaseRegister', false],
      ['Case', '/case', 'Layout', true],
      ['CaseFile', 'detail', 'CaseFile', true],
      ['Handling', '/handling', 'Layout', false],
      ['UnitAssignments', 'assignments', 'UnitAssignments', false],
      ['MySuggestions', '/suggestion', 'Layout', false],
      ['MyCases', 'mine', 'MyCases', false],
      ['MyProposals', '/proposal', 'Layout', false],
      ['MyCppccCases', 'mine', 'MyCases', false],
      ['HandlingSettings', 'handlingSettings', 'HandlingSettings', false],
      ['FigureAssignments', 'assignments', 'FigureAssignments', true],
      ['NpcCommitments', 'commitments', 'Commitments', false],
      ['CppccCommitments', 'commitments', 'Commitments', false],
      ['UnitCommitments', 'commitments', 'Commitments', false],
    ]);
    // 件次清单 opens from a figure: everyone who reads the statistics but the deputies and members.
    expect(await grantedTo(db, 'unitClerk')).toContain('FigureAssignments');
    expect(await grantedTo(db, 'deputy')).not.toContain('FigureAssignments');
    expect(await menuNamed(db, 'CaseFile')).toMatchObject({ meta: { title: '案件详情', dynamicNewTab: true } });
    // 办理设置 is the administrator's alone.
    expect(await grantedTo(db, 'admin')).toContain('HandlingSettings');
    expect(await grantedTo(db, 'leader')).not.toContain('HandlingSettings');
    expect(await grantedTo(db, 'npcStaff')).not.toContain('HandlingSettings');
    expect(await grantedTo(db, 'leader')).toEqual(expect.arrayContaining(['CaseRegister', 'CppccCaseRegister', 'CaseFile']));
    expect(await grantedTo(db, 'unitLead')).not.toContain('CaseRegister');
    expect(await grantedTo(db, 'unitLead')).toEqual(expect.arrayContaining(['UnitAssignments', 'CaseFile']));
    expect(
      await db.selectFrom('app_settings').select('key').where('key', 'in', ['caseNumberPattern', 'caseDeadlines']).execute(),
    ).toHaveLength(2);
    const deadlines = await db.selectFrom('app_settings').select('value').where('key', '=', 'caseDeadlines').executeTakeFirstOrThrow();
    expect(deadlines.value).toMatchObject({ replyMonths: 3, returnDays: 10, rehandleMonths: 1, cosignDays: 5, reminderDays: 7 });
  });

  it('adds a page once, and not under a section that is gone', async () => {
    const db = await freshDatabase();
    await migrateToLatest(db);
    const page = { section: '/setting', path: 'holidays', name: 'Holidays', title: '节假日', icon: 'x', roles: ['admin'] } as const;
    expect(await addMenuPage(db as Kysely<unknown>, page)).toBe(false);
    expect(await addMenuPage(db as Kysely<unknown>, { ...page, path: 'holidays2' })).toBe(false);
    await db.deleteFrom('menus').where('name', '=', 'Holidays').execute();
    expect(await addMenuPage(db as Kysely<unknown>, { ...page, section: '/gone' })).toBe(false);
    expect(await addMenuPage(db as Kysely<unknown>, { ...page, roles: ['admin', 'npcStaff'] })).toBe(true);
    expect(await grantedTo(db, 'npcStaff')).toContain('Holidays');
    expect((await db.selectFrom('menus').select('id').where('name', '=', 'Holidays').execute()).length).toBe(1);
  });
});
