// `npm run bench -- --proposals`: how well 智能交办 guesses, measured leave-one-out on the demo office. For each case
// of a body that has a lead unit (单办/主办/分办), the units proposed for it from the other cases (the case itself is
// never among its similar cases) are compared with the lead units it really got: top-1 and top-3 hit rates, beside a
// trivial baseline (the most frequent lead units of the case's category among the other cases).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_PATHS, type CaseRow, type Paged, type UnitProposals } from '@proposal-desk/shared';
import { callOnce, signIn } from './client';
import { writeReadme } from './report';
import { freePort, ROOT, startChild, stopChild, waitReady } from '../support/product';

const ASSIGNED = ['ASSIGNED', 'IN_PROGRESS', 'REPLIED', 'EVALUATED', 'REHANDLING', 'CLOSED'] as const;

interface Assigned {
  id: number;
  category: string;
  leads: string[];
}

interface Rates {
  cases: number;
  top1: number;
  top3: number;
  baseTop1: number;
  baseTop3: number;
}

const percent = (hits: number, of: number) => (of === 0 ? '—' : `${((100 * hits) / of).toFixed(1)} %`);

async function assignedCases(base: string, token: string, body: 'NPC' | 'CPPCC'): Promise<Assigned[]> {
  const found: Assigned[] = [];
  for (const status of ASSIGNED) {
    for (let page = 1; ; page += 1) {
      const query = new URLSearchParams({ body, status, pageIndex: String(page), pageSize: '200' });
      const answer = (await callOnce({
        url: `${base}${API_PATHS.caseList}?${query}`,
        method: 'GET',
        headers: { authorization: `Bearer ${token}` },
      })) as Paged<CaseRow>;
      for (const row of answer.rows) {
        const leads = row.units.filter((unit) => unit.role !== 'CO').map((unit) => unit.name);
        if (leads.length > 0) found.push({ id: row.id, category: row.category, leads });
      }
      if (answer.rows.length < 200) break;
    }
  }
  return found;
}

/** The most frequent lead units of the category among the other cases (this one's own units taken out). */
function baseline(cases: readonly Assigned[], kase: Assigned): string[] {
  const counts = new Map<string, number>();
  for (const other of cases) {
    if (other.id === kase.id || other.category !== kase.category) continue;
    for (const unit of other.leads) counts.set(unit, (counts.get(unit) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'zh')).map(([unit]) => unit);
}

async function measureBody(base: string, token: string, body: 'NPC' | 'CPPCC'): Promise<Rates> {
  const cases = await assignedCases(base, token, body);
  const rates: Rates = { cases: cases.length, top1: 0, top3: 0, baseTop1: 0, baseTop3: 0 };
  for (const kase of cases) {
    const proposals = (await callOnce({
      url: `${base}${API_PATHS.caseProposeUnits}?id=${kase.id}`,
      method: 'GET',
      headers: { authorization: `Bearer ${token}` },
    })) as UnitProposals;
    const proposed = proposals.leads.map((lead) => lead.unitName);
    const guessed = baseline(cases, kase);
    const hit = (list: string[], n: number) => list.slice(0, n).some((unit) => kase.leads.includes(unit));
    if (hit(proposed, 1)) rates.top1 += 1;
    if (hit(proposed, 3)) rates.top3 += 1;
    if (hit(guessed, 1)) rates.baseTop1 += 1;
    if (hit(guessed, 3)) rates.baseTop3 += 1;
  }
  return rates;
}

export async function benchProposals({ log, writeToReadme }: { log: (message: string) => void; writeToReadme: boolean }): Promise<boolean> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pd-bench-proposals-'));
  const product = startChild('product', 'report-service/src/server.ts', await freePort(), { DATA_DIR: dataDir });
  try {
    log('[proposals] starting the product on PGlite with the demo office…');
    await waitReady(product, 180_000);
    const token = await signIn(product.baseUrl, 'admin', 'Admin@2026');
    const lines = [
      '| body | cases | top-1 proposed | top-1 baseline | top-3 proposed | top-3 baseline |',
      '|---|---:|---:|---:|---:|---:|',
    ];
    for (const body of ['NPC', 'CPPCC'] as const) {
      const r = await measureBody(product.baseUrl, token, body);
      lines.push(
        `| ${body} | ${r.cases} | ${percent(r.top1, r.cases)} | ${percent(r.baseTop1, r.cases)} | ${percent(r.top3, r.cases)} | ${percent(r.baseTop3, r.cases)} |`,
      );
      log(`[proposals] ${lines.at(-1)}`);
    }
    const day = new Date().toISOString().slice(0, 10);
    const table = `${lines.join('\n')}\n\nNode ${process.version} · ${day} · leave-one-out over the demo office's assigned cases; baseline: the most frequent lead units of the case's category among the other cases.`;
    console.log(`\n${table}\n`);
    if (writeToReadme) log(`table written to ${writeReadme(table, path.join(ROOT, 'README.md'), 'proposals')}`);
    return true;
  } finally {
    await stopChild(product);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
