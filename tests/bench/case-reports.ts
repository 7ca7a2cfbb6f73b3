// The statistic reports and the home page at 100,000 cases (issue 15, point 4), for `npm run bench -- --cases`.
import { API_PATHS, type CaseRow, type Paged, REPORT_DEFINITIONS, type ReportData, withParams } from '@proposal-desk/shared';
import { callOnce } from './client';

export const REPORT_SAMPLES = 5;
const GOALS = { reportPglite: 500, reportPostgres: 200, homeMs: 100 };

/**
 * The reports counted as statistics: every `statistic` definition and the two narrative handling
 * reports (a session's figures, printed as a document); not the single-case documents, the handling
 * lists (one row a case: 100,000 rows) or the printer test page.
 */
export const STATISTIC_REPORTS = REPORT_DEFINITIONS.filter((d) => d.kind === 'statistic' || d.group === 'narrative').map((d) => d.id);

type Add = (scenario: string, value: string, goal: string, met: boolean) => void;

const p95 = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.ceil(samples.length * 0.95) - 1] ?? 0;

async function sampled(call: () => Promise<unknown>, samples: number, before?: (i: number) => Promise<unknown>): Promise<number> {
  await call();
  const times: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    await before?.(i);
    const start = performance.now();
    await call();
    times.push(performance.now() - start);
  }
  return p95(times);
}

/**
 * Times, as `token`'s caller (the administrator), each statistic report's data with default parameters and
 * the home page's figures: with the data unchanged (the office's figures kept per data version) and right
 * after a write (a case registered before each call, so every call counts afresh).
 */
export async function measureReports(baseUrl: string, token: string, postgres: boolean, add: Add, listGoal: number): Promise<void> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const get = (apiPath: string) => callOnce({ url: `${baseUrl}${apiPath}`, method: 'GET', headers });
  const goal = postgres ? GOALS.reportPostgres : GOALS.reportPglite;
  for (const id of STATISTIC_REPORTS) {
    const worst = await sampled(() => get(withParams(API_PATHS.reportData, { id })), REPORT_SAMPLES);
    add(`report data: ${id}`, `p95 ${worst.toFixed(0)} ms`, `< ${goal} ms`, worst < goal);
  }
  await measureDrillLists(get, listGoal, add);
  const homeSamples = REPORT_SAMPLES * 4;
  const kept = await sampled(() => get(API_PATHS.caseHome), homeSamples);
  add('home page figures (Case/Home), data unchanged', `p95 ${kept.toFixed(0)} ms`, `< ${GOALS.homeMs} ms`, kept < GOALS.homeMs);
  const query = new URLSearchParams({ body: 'NPC', status: 'SUBMITTED', pageIndex: '1', pageSize: String(homeSamples) });
  const submitted = ((await get(`${API_PATHS.caseList}?${query}`)) as Paged<CaseRow>).rows;
  const register = (i: number) => {
    const row = submitted[i];
    if (!row) throw new Error(`only ${submitted.length} submitted cases to register`);
    return callOnce({
      url: `${baseUrl}${API_PATHS.caseRegister}`,
      method: 'POST',
      headers,
      body: JSON.stringify({ id: row.id, version: row.version }),
    });
  };
  const fresh = await sampled(() => get(API_PATHS.caseHome), homeSamples, register);
  add('home page figures (Case/Home), right after a write', `p95 ${fresh.toFixed(0)} ms`, `< ${GOALS.homeMs} ms`, fresh < GOALS.homeMs);
}

/** The report whose every cell's list is timed: the office's own view of its units, with 9 figures a unit. */
const DRILLED_REPORT = 'caseStatusReportPrint';

/**
 * The list behind every figure of one statistic (its first page of 20, as the web opens it), each once:
 * the drill-down must answer within the register's budget.
 */
async function measureDrillLists(get: (apiPath: string) => Promise<unknown>, listGoal: number, add: Add): Promise<void> {
  const data = (await get(withParams(API_PATHS.reportData, { id: DRILLED_REPORT }))) as ReportData;
  const urls = new Set<string>();
  for (const block of data.blocks) {
    if (block.type !== 'table') continue;
    for (const row of block.rows)
      for (const drill of Object.values(row.drill ?? {})) {
        const query = Object.fromEntries(Object.entries(drill.query).map(([k, v]) => [k, String(v)]));
        urls.add(`${drill.path}?${new URLSearchParams({ ...query, pageIndex: '1', pageSize: '20' })}`);
      }
  }
  const times: number[] = [];
  for (const url of urls) {
    const start = performance.now();
    await get(url);
    times.push(performance.now() - start);
  }
  const worst = p95(times);
  add(
    `drill lists of ${DRILLED_REPORT}: every cell (${urls.size})`,
    `p95 ${worst.toFixed(0)} ms`,
    `≤ ${listGoal} ms`,
    worst <= listGoal && urls.size > 0,
  );
}
