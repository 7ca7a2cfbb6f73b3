import {
  API_PATHS,
  REPORT_DEFINITIONS,
  withParams,
  type CaseHome,
  type DrillTarget,
  type ReportData,
  type ReportDefinition,
} from '@proposal-desk/shared';
import request from 'supertest';
import { createTestApp, PASSWORDS, type TestApp } from '../../../test/harness';

// Every figure of every statistic opens exactly its cases: for each report of the catalogue that counts
// (statistics and the narrative reports), both bodies and three callers, every non-zero count cell's list
// answers a total equal to the cell, and a unit's lists hold only its own assignments. A new report is
// covered by being in the catalogue.

const COUNTING = REPORT_DEFINITIONS.filter((d) => d.kind === 'statistic' || d.id.endsWith('ProcessReportPrint'));

/**
 * Counted cells that open no list, by report and column: sums of each deputy's own co-signed cases (a case two
 * deputies of a delegation co-signed counts twice there). People (参与人数, 总人数) open 代表委员名单.
 */
const cosignedSum = (column: string, rowKind: string) => column === 'cosigned' && rowKind === 'total';
const NOT_CASES: Record<string, (column: string, rowKind: string) => boolean> = {
  caseDLGReportPrint: cosignedSum,
  caseDLGReportPrinSFB: cosignedSum,
  caseDLGDerPrint: (column, rowKind) => column === 'cosigned' && rowKind !== 'data',
  // A unit's rank among the units, not a count.
  caseProcessScoreReportPrint: (column) => column === 'rank',
};

const CALLERS = [
  { username: 'admin', password: PASSWORDS.admin, bodies: ['NPC', 'CPPCC'] },
  { username: 'npc01', password: PASSWORDS.demo, bodies: ['NPC'] },
  { username: 'unit01', password: PASSWORDS.demo, bodies: ['NPC', 'CPPCC'] },
] as const;

const bodiesOf = (definition: ReportDefinition, allowed: readonly string[]) =>
  (definition.body ? [definition.body] : ['NPC', 'CPPCC']).filter((b) => allowed.includes(b));

describe('the list behind every figure', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(CALLERS)(
    'answers each of $username’s figures with a list of exactly that many',
    async ({ username, password, bodies }) => {
      const auth = `Bearer ${await t.login(username, password)}`;
      const ownUnit = username === 'unit01' ? await unitOf(t, 'unit01') : null;
      const totals = new Map<string, { total: number; units: number[] }>();
      const follow = async (drill: DrillTarget) => {
        const key = `${drill.path}?${new URLSearchParams(Object.entries(drill.query).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;
        const known = totals.get(key);
        if (known) return known;
        // A unit's lists are read whole (their rows are checked); the office's need only their total.
        const pageSize = ownUnit === null ? 1 : 200;
        // 代表委员名单 takes its filter in the body (the original client's call).
        const res =
          drill.list === 'members'
            ? await request(t.app).post(drill.path).query({ intPageSize: 1 }).send(drill.query).set('Authorization', auth)
            : await request(t.app)
                .get(drill.path)
                .query({ ...drill.query, pageSize })
                .set('Authorization', auth);
        expect({ key, status: res.status }).toEqual({ key, status: 200 });
        const data = res.body.data as { total: number; rows: Array<{ unitId?: number }> };
        const found = { total: data.total, units: [...new Set(data.rows.map((r) => r.unitId ?? -1))] };
        totals.set(key, found);
        return found;
      };
      const problems: string[] = [];
      let followed = 0;
      for (const definition of COUNTING) {
        for (const body of bodiesOf(definition, bodies)) {
          const res = await request(t.app)
            .get(withParams(API_PATHS.reportData, { id: definition.id }))
            .query(definition.body ? {} : { body })
            .set('Authorization', auth);
          if (res.status === 403) continue;
          expect({ id: definition.id, status: res.status }).toEqual({ id: definition.id, status: 200 });
          const data = res.body.data as ReportData;
          for (const [b, block] of data.blocks.entries()) {
            if (block.type === 'chart') {
              for (const bar of block.bars)
                if (bar.value > 0 && !bar.drill) problems.push(`${definition.id}/${body} chart ${b} «${bar.label}»: no list`);
              continue;
            }
            if (block.type === 'paragraph') {
              for (const run of block.runs ?? []) {
                if (!run.drill) continue;
                const found = await follow(run.drill);
                followed++;
                const expected = run.text.endsWith('%') ? null : Number(run.text);
                if (expected === null ? !(found.total > 0) : found.total !== expected)
                  problems.push(`${definition.id}/${body} paragraph ${b} «${run.text}»: the list has ${found.total}`);
              }
              continue;
            }
            if (block.type !== 'table') continue;
            for (const row of block.rows) {
              for (const column of block.columns) {
                const value = Number(row.cells[column.key] ?? 0);
                if ((column.format !== 'int' && column.format !== 'percent') || !(value > 0)) continue;
                const where = `${definition.id}/${body} table ${b} «${String(row.cells[block.columns[0]!.key] ?? row.kind)}» ${column.key}=${value}`;
                const drill = row.drill?.[column.key];
                if (!drill) {
                  if (!NOT_CASES[definition.id]?.(column.key, row.kind)) problems.push(`${where}: no list`);
                  continue;
                }
                if (!column.definition) problems.push(`${where}: the column says nothing of what it counts`);
                const found = await follow(drill);
                followed++;
                if (column.format === 'int' && found.total !== value) problems.push(`${where}: the list has ${found.total}`);
                if (column.format === 'percent' && !(found.total > 0)) problems.push(`${where}: the numerator's list is empty`);
                if (ownUnit !== null && drill.list === 'assignments' && found.units.some((u) => u !== ownUnit))
                  problems.push(`${where}: another unit's assignment in the list`);
              }
            }
          }
        }
      }
      if (process.env.DRILL_DEBUG) console.log(problems.join('\n'));
      expect(problems).toEqual([]);
      expect(followed).toBeGreaterThan(username === 'unit01' ? 20 : 200);
    },
    600_000,
  );

  it('counts the home page’s overdue assignments, and each unit’s, as the statistics’ 超期 does', async () => {
    const auth = `Bearer ${await t.login('admin', PASSWORDS.admin)}`;
    const home = (await request(t.app).get(API_PATHS.caseHome).set('Authorization', auth)).body.data as CaseHome;
    if (home.seat !== 'office') throw new Error(`admin's home is a ${home.seat}'s`);
    const overdue = async (query: Record<string, string | number>) =>
      (
        await request(t.app)
          .get(API_PATHS.assignmentFacts)
          .query({ ...query, figure: 'overdue', pageSize: 1 })
          .set('Authorization', auth)
      ).body.data.total as number;
    for (const body of home.bodies) {
      const figure = body.queues.find((q) => q.key === 'overdue')!;
      expect({ body: body.body, overdue: await overdue({ body: body.body }) }).toEqual({ body: body.body, overdue: figure.count });
      for (const unit of body.overdueUnits)
        expect({ unit: unit.unitName, overdue: await overdue({ body: body.body, unitId: unit.unitId }) }).toEqual({
          unit: unit.unitName,
          overdue: unit.count,
        });
    }
  });
});

async function unitOf(t: TestApp, username: string): Promise<number> {
  const row = await t.ctx.db.selectFrom('users').select('unit_id').where('username', '=', username).executeTakeFirstOrThrow();
  return row.unit_id!;
}
