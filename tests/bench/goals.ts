// `npm run bench -- --goals`: issues 15's, 36's and 55's goals in one run, one row each with its figure and met / not met
// (the downloads, GetUserInfo on both databases, the statistic reports, home page, 查重 and register export at 100,000 cases, the
// distinct PDFs, the large workbook and 查重's recall over the demo office), gathered from the benches that measure them.
import os from 'node:os';

/** One goal's row: what was measured, its figure, the goal and whether it is met. */
export interface GoalRow {
  scenario: string;
  figure: string;
  goal: string;
  met: boolean;
}

/** Where a bench hands the goal rows it measured, when it runs for `--goals`. */
export type GoalSink = (row: GoalRow) => void;

/** A measured scenario as the case benchmark records it. */
export interface MeasuredRow {
  target: string;
  scenario: string;
  value: string;
  goal: string;
  met: boolean;
}

const REPORT_DATA = 'report data: ';

/** The statistic reports of one database as one goal row: how many meet the goal, and the ones that miss. */
export function reportDataGoal(target: string, rows: readonly MeasuredRow[]): GoalRow | undefined {
  const reports = rows.filter((r) => r.target === target && r.scenario.startsWith(REPORT_DATA));
  if (reports.length === 0) return undefined;
  const missed = reports.filter((r) => !r.met).map((r) => `${r.scenario.slice(REPORT_DATA.length)} ${r.value}`);
  return {
    scenario: `100,000 cases, each statistic's data (${target})`,
    figure: `${reports.length - missed.length} of ${reports.length} meet it${missed.length ? `; not: ${missed.join(', ')}` : ''}`,
    goal: reports[0]!.goal,
    met: missed.length === 0,
  };
}

/** The case benchmark's rows that are goals of their own (the home page, 查重, the register's export and its memory), as they are. */
export const ownGoals = (rows: readonly MeasuredRow[]): GoalRow[] =>
  rows
    .filter((r) => ['home page', 'similar cases', 'export'].some((start) => r.scenario.startsWith(start)))
    .map((r) => ({ scenario: `100,000 cases, ${r.scenario} (${r.target})`, figure: r.value, goal: r.goal, met: r.met }));

/** The goals table, with the machine it ran on. */
export function goalsTable(rows: readonly GoalRow[], startedAt: Date): string {
  const cpus = os.cpus();
  return [
    '| scenario | figure | goal | met? |',
    '|---|---|---|---|',
    ...rows.map((r) => `| ${r.scenario} | ${r.figure} | ${r.goal} | ${r.met ? 'yes' : '**no**'} |`),
    '',
    `Node ${process.version} · ${cpus.length} CPU (${cpus[0]?.model.trim() ?? 'unknown'}) · ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC · ` +
      'one `npm run bench -- --goals` run; each row comes from the bench named in "Benchmarks" (--downloads, the API bench, --cases, --reports, --similar).',
  ].join('\n');
}
