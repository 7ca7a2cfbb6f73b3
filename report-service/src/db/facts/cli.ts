import { openConfigured } from '../open-configured';
import { rebuildAssignmentFacts } from './assignment-facts-commands';
import { checkAssignmentFacts } from './assignment-facts-queries';

const USAGE = 'Usage: npm run facts -- --check | --rebuild\n用法：npm run facts -- --check（核对）| --rebuild（重建）';

/**
 * `npm run facts -- --check`: compares the assignment facts and case counts the writes keep with the source rows;
 * exits 1 on any difference. `npm run facts -- --rebuild`: recomputes them from the source rows (after a restore from
 * an outside copy, or when a check found differences).
 */
async function main(): Promise<void> {
  const mode = process.argv[2];
  if (mode !== '--check' && mode !== '--rebuild') {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const handle = await openConfigured({ en: ', then run the command again', zh: '，再执行此命令' });
  try {
    const started = Date.now();
    const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
    if (mode === '--rebuild') {
      const rows = await rebuildAssignmentFacts(handle.db);
      console.log(`Rebuilt the facts of ${rows} assignments (${seconds()} s).`);
      console.log(`已重建 ${rows} 个件次的统计事实。`);
      return;
    }
    const check = await checkAssignmentFacts(handle.db);
    if (check.differences === 0) {
      console.log(`The facts of ${check.rows} assignments agree with their source rows: 0 differences (${seconds()} s).`);
      console.log(`${check.rows} 个件次的统计事实与源数据一致：0 处差异。`);
      return;
    }
    const assignments = check.differences - check.caseCounts - check.submitters;
    const examples = check.examples.join(', ');
    console.error(
      `${assignments} assignments' facts differ from their source rows${assignments > 0 ? ` (e.g. ${examples})` : ''}, ` +
        `${check.caseCounts} case counts from the cases, and ${check.submitters} submitter rows from their cases; ` +
        `run npm run facts -- --rebuild.`,
    );
    console.error(
      `${assignments} 个件次的统计事实与源数据不一致${assignments > 0 ? `（如 ${examples}）` : ''}，` +
        `${check.caseCounts} 项案件计数与案件不符，${check.submitters} 条提出人记录与其案件不符，请执行 npm run facts -- --rebuild。`,
    );
    process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
