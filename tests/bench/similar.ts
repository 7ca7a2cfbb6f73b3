// `npm run bench -- --similar`: how well 查重 finds the same matter however it is written, over the demo office
// (issue 55). For every case of each body that 查重 holds, the search is asked as an office would meet the case again
// (found when the case, or a duplicate of it the seed wrote, comes first):
// its text under another case's title, half of its text with no title, its sentences in reverse order with no title,
// and its title nearly copied (关于 → 关于进一步) with no text; each merged case's text (the seed retells its main
// case's matter) is searched for its main case. Then the 疑似重复 flag of the register is compared with the real
// duplicates the seed wrote (re-submissions, split cases, merged pairs): precision and recall.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_PATHS, type CaseFile, type CaseRow, composeCaseText, type Paged, type SimilarCase } from '@proposal-desk/shared';
import { buildDemoData } from '../../report-service/src/db/seed/demo-data';
import { duplicateMatters, type SeededDuplicate } from '../../report-service/src/db/seed/duplicates';
import { isIndexedStatus } from '../../report-service/src/cases/case-text-commands';
import { DEFAULT_SEED } from '../../report-service/src/db/seed';
import { ROLE_ORDER, type RoleIds } from '../../report-service/src/db/seed/organisation';
import { callOnce, signIn } from './client';
import type { GoalSink } from './goals';
import { writeReadme } from './report';
import { freePort, ROOT, startChild, stopChild, waitReady } from '../support/product';

type Body = 'NPC' | 'CPPCC';

/** Issue 55's goals for the labelled walk and the flag. */
export const SIMILAR_GOALS = { retitledTop1: 0.95, halfTop5: 0.9, flagPrecision: 0.8, flagRecall: 0.9 } as const;

interface Known {
  id: number;
  title: string;
  text: string;
}

interface Walk {
  label: string;
  hits: number;
  of: number;
  goal?: number;
}

const percent = (hits: number, of: number) => (of === 0 ? '—' : `${((100 * hits) / of).toFixed(1)} %`);

/** The text's sentences and clauses, each with its closing mark. */
const clauses = (text: string): string[] => text.match(/[^。；！？\n]+[。；！？\n]?/gu)?.filter((part) => part.trim() !== '') ?? [];

function client(base: string, token: string) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  return {
    get: (apiPath: string, query: Record<string, unknown>) =>
      callOnce({
        url: `${base}${apiPath}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
        method: 'GET',
        headers,
      }),
    similar: async (body: Body, title: string, content: string, excludeId?: number) =>
      (await callOnce({
        url: `${base}${API_PATHS.caseSimilar}`,
        method: 'POST',
        headers,
        body: JSON.stringify({ body, title, content, ...(excludeId ? { excludeId } : {}) }),
      })) as SimilarCase[],
  };
}
type Client = ReturnType<typeof client>;

/** Every case of the body in the register, with its 疑似重复. */
async function registerRows(api: Client, body: Body): Promise<CaseRow[]> {
  const rows: CaseRow[] = [];
  for (let page = 1; ; page += 1) {
    const answer = (await api.get(API_PATHS.caseList, { body, pageIndex: page, pageSize: 200 })) as Paged<CaseRow>;
    rows.push(...answer.rows);
    if (answer.rows.length < 200) return rows;
  }
}

async function walkBody(api: Client, body: Body, rows: readonly CaseRow[], duplicates: readonly SeededDuplicate[]): Promise<Walk[]> {
  const known: Known[] = [];
  // A withdrawn case leaves 查重 (isIndexedStatus): its text finds no case of its own.
  for (const row of rows.filter((kase) => isIndexedStatus(kase.status))) {
    const file = (await api.get(API_PATHS.caseDetail, { id: row.id })) as CaseFile;
    const text = composeCaseText(file);
    known.push({ id: row.id, title: text.title, text: text.content });
  }
  const byId = new Map(known.map((kase) => [kase.id, kase]));
  const group = duplicateMatters(duplicates);
  const sameMatter = (a: number, b: number) => a === b || (group.has(a) && group.get(a) === group.get(b));
  const walks = {
    retitled: { label: 'its text under another case’s title: the case first', hits: 0, of: 0, goal: SIMILAR_GOALS.retitledTop1 },
    half: { label: 'half of its text (either half), no title: the case in the five', hits: 0, of: 0, goal: SIMILAR_GOALS.halfTop5 },
    halfFirst: { label: 'half of its text, no title: the case first', hits: 0, of: 0 },
    reordered: { label: 'its sentences in reverse order, no title: the case first', hits: 0, of: 0 },
    nearTitle: { label: 'its title nearly copied (关于进一步…), no text: the case first or tied first', hits: 0, of: 0 },
    merged: { label: 'a merged case’s text: its main case in the five', hits: 0, of: 0 },
    unrelated: { label: 'its whole text: no case of another matter flagged 疑似重复', hits: 0, of: 0 },
  } satisfies Record<string, Walk>;
  const count = (walk: Walk, hit: boolean) => {
    walk.of += 1;
    if (hit) walk.hits += 1;
  };

  for (const [i, kase] of known.entries()) {
    // Found when the case comes first, or a duplicate of it the seed wrote (a re-submission reads the same words).
    const first = (hits: readonly SimilarCase[]) => hits[0] !== undefined && sameMatter(hits[0].id, kase.id);
    const parts = clauses(kase.text);
    if (parts.length < 4) continue;
    const other = known[(i + Math.floor(known.length / 2)) % known.length]!;
    count(walks.retitled, first(await api.similar(body, other.title, kase.text)));
    const middle = Math.ceil(parts.length / 2);
    for (const half of [parts.slice(0, middle), parts.slice(middle)]) {
      const hits = await api.similar(body, '', half.join(''));
      count(
        walks.half,
        hits.some((hit) => sameMatter(hit.id, kase.id)),
      );
      count(walks.halfFirst, first(hits));
    }
    count(walks.reordered, first(await api.similar(body, '', [...parts].reverse().join(''))));
    const nearTitle = kase.title.replace(/^关于/u, '关于进一步');
    if (nearTitle !== kase.title) {
      const hits = await api.similar(body, nearTitle, '');
      count(walks.nearTitle, hits.find((hit) => hit.id === kase.id)?.similarity === hits[0]?.similarity);
    }
    const whole = await api.similar(body, kase.title, kase.text, kase.id);
    count(walks.unrelated, !whole.some((hit) => hit.likelyDuplicate && !sameMatter(hit.id, kase.id)));
  }
  for (const { id, of, kind } of duplicates) {
    const merged = byId.get(id);
    if (kind !== 'MERGED' || !merged) continue;
    const hits = await api.similar(body, merged.title, merged.text, id);
    count(
      walks.merged,
      hits.some((hit) => hit.id === of),
    );
  }
  return Object.values(walks);
}

/** The register's 疑似重复 against the seeded duplicates: a flag is right when it names a case of the same matter. */
function flagScore(rows: readonly CaseRow[], duplicates: readonly SeededDuplicate[]) {
  const group = duplicateMatters(duplicates);
  const flagged = rows.filter((row) => row.duplicateOf);
  const right = flagged.filter((row) => group.has(row.id) && group.get(row.id) === group.get(row.duplicateOf!.id));
  const flagOf = new Map(flagged.map((row) => [row.id, row.duplicateOf!.id]));
  // Each seeded pair is found when its later case is flagged to a case of the same matter.
  const found = duplicates.filter(({ id, of }) => {
    const later = Math.max(id, of);
    const named = flagOf.get(later);
    return named !== undefined && group.get(named) === group.get(later);
  });
  return { flagged: flagged.length, right: right.length, pairs: duplicates.length, found: found.length };
}

/** The seeded duplicates of the demo office, as the seed writes them (role ids do not change any case). */
async function seededDuplicates(): Promise<SeededDuplicate[]> {
  const roleIds = Object.fromEntries(ROLE_ORDER.map((name, i) => [name, i + 1])) as RoleIds;
  return (await buildDemoData(DEFAULT_SEED, roleIds)).facts.duplicates;
}

export async function benchSimilar({
  log,
  writeToReadme,
  goals,
}: {
  log: (message: string) => void;
  writeToReadme: boolean;
  goals?: GoalSink;
}): Promise<boolean> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pd-bench-similar-'));
  const product = startChild('product', 'report-service/src/server.ts', await freePort(), { DATA_DIR: dataDir });
  try {
    log('[similar] starting the product on PGlite with the demo office…');
    await waitReady(product, 180_000);
    const api = client(product.baseUrl, await signIn(product.baseUrl, 'admin', 'Admin@2026'));
    const seeded = await seededDuplicates();
    const lines = ['| body | search | found | goal |', '|---|---|---:|---|'];
    const flagLines = ['| body | flagged | right (precision) | seeded pairs | found (recall) |', '|---|---:|---:|---:|---:|'];
    const totals = new Map<string, Walk>();
    const flagTotals = { flagged: 0, right: 0, pairs: 0, found: 0 };
    for (const body of ['NPC', 'CPPCC'] as const) {
      const rows = await registerRows(api, body);
      const ids = new Set(rows.map((row) => row.id));
      const duplicates = seeded.filter((d) => ids.has(d.id) && ids.has(d.of));
      for (const walk of await walkBody(api, body, rows, duplicates)) {
        const goal = walk.goal === undefined ? '' : `≥ ${walk.goal * 100} %`;
        lines.push(`| ${body} | ${walk.label} | ${walk.hits} of ${walk.of} (${percent(walk.hits, walk.of)}) | ${goal} |`);
        log(`[similar] ${lines.at(-1)}`);
        const total = totals.get(walk.label) ?? { ...walk, hits: 0, of: 0 };
        total.hits += walk.hits;
        total.of += walk.of;
        totals.set(walk.label, total);
      }
      const flags = flagScore(rows, duplicates);
      for (const key of Object.keys(flagTotals) as (keyof typeof flagTotals)[]) flagTotals[key] += flags[key];
      flagLines.push(
        `| ${body} | ${flags.flagged} of ${rows.length} | ${flags.right} (${percent(flags.right, flags.flagged)}) | ${flags.pairs} | ${flags.found} (${percent(flags.found, flags.pairs)}) |`,
      );
      log(`[similar] ${flagLines.at(-1)}`);
    }
    for (const walk of totals.values())
      if (walk.goal !== undefined)
        goals?.({
          scenario: `查重 over the demo office: ${walk.label}`,
          figure: `${walk.hits} of ${walk.of} (${percent(walk.hits, walk.of)})`,
          goal: `≥ ${walk.goal * 100} %`,
          met: walk.hits >= walk.goal * walk.of,
        });
    const precision = flagTotals.right / Math.max(1, flagTotals.flagged);
    const recall = flagTotals.found / Math.max(1, flagTotals.pairs);
    goals?.({
      scenario: '疑似重复 against the seeded duplicates: precision, recall',
      figure: `${percent(flagTotals.right, flagTotals.flagged)}, ${percent(flagTotals.found, flagTotals.pairs)}`,
      goal: `≥ ${SIMILAR_GOALS.flagPrecision * 100} %, ≥ ${SIMILAR_GOALS.flagRecall * 100} %`,
      met: precision >= SIMILAR_GOALS.flagPrecision && recall >= SIMILAR_GOALS.flagRecall,
    });
    const day = new Date().toISOString().slice(0, 16).replace('T', ' ');
    const table = [
      ...lines,
      '',
      ...flagLines,
      '',
      `Node ${process.version} · ${day} UTC · every case of the demo office that 查重 holds, searched by admin; a flag is right when the case it names is of the same seeded matter.`,
    ].join('\n');
    console.log(`\n${table}\n`);
    if (writeToReadme) log(`table written to ${writeReadme(table, path.join(ROOT, 'README.md'), 'similar')}`);
    return true;
  } finally {
    await stopChild(product);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
