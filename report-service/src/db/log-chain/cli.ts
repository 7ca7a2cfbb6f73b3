import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { readEnv } from '../../env';
import { processesHolding } from '../backup/data-dir-holders';
import { pgliteDirIn } from '../backup/pglite-backup';
import { connectDatabase, type DatabaseHandle } from '../connect';
import { describeChainState, type LogChainState, verifyLogChain } from './verify-log-chain';

/** 操作日志链的状态（中文），与 describeChainState 的英文一一对应。 */
function describeInChinese(state: LogChainState): string {
  if (state.ok)
    return state.entries === 0 ? '操作日志为空，日志链完整。' : `操作日志链完整：共 ${state.entries} 条，最后一条为第 ${state.lastId} 条。`;
  const what = {
    changed: `第 ${state.firstBadId} 条写入后被修改`,
    deleted: state.lastGoodId === null ? '最早的日志被删除' : `第 ${state.lastGoodId} 条之后的日志被删除（自第 ${state.firstBadId} 条起）`,
    outOfOrder: `第 ${state.firstBadId} 条不是系统写入的（被插入到日志链之外）`,
  }[state.problem];
  return `操作日志链在第 ${state.firstBadId} 条处被改动：${what}；此前的 ${state.entries} 条完好。`;
}

/** The configured database (DATA_DIR's PGlite, or DATABASE_URL's PostgreSQL), opened as `npm run backup` opens it. */
async function openConfigured(): Promise<DatabaseHandle> {
  const env = readEnv();
  if (env.DATABASE_URL) return connectDatabase({ databaseUrl: env.DATABASE_URL, poolSize: 1 });
  const dir = pgliteDirIn(env.DATA_DIR);
  if (!existsSync(path.join(dir, 'PG_VERSION'))) throw new Error(`There is no embedded database in ${dir}. / ${dir} 中没有内置数据库。`);
  // A second PGlite opened on a live folder damages it.
  const holders = processesHolding(dir);
  if (holders.length > 0)
    throw new Error(
      `The database in ${dir} is open in process ${holders.join(', ')} (the server?). Stop the server first, or read the chain's state on the administrator's log screen.\n` +
        `数据库目录 ${dir} 正被进程 ${holders.join('、')} 使用（服务是否在运行？）。请先停止服务，或在管理员的操作日志页面查看日志链状态。`,
    );
  return connectDatabase({ dataDir: dir });
}

/**
 * `npm run log:verify`: walks the activity log's hash chain and names the first entry that was changed,
 * deleted or inserted out of order. Exits 0 when the chain is intact, 1 when it is broken (or cannot be read).
 */
async function main(): Promise<void> {
  const handle = await openConfigured();
  try {
    const { rows } = await sql<{ present: boolean }>`select to_regclass('activity_log_chain') is not null as present`.execute(handle.db);
    if (!rows[0]?.present) {
      console.error('This database has no activity log chain yet: start the server once to bring its schema up to date.');
      console.error('该数据库尚无日志链：请先启动一次服务以升级数据库结构。');
      process.exitCode = 1;
      return;
    }
    const started = Date.now();
    const state = await verifyLogChain(handle.db);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const print = state.ok ? console.log : console.error;
    print(`${describeChainState(state)} (${seconds} s)`);
    print(describeInChinese(state));
    if (!state.ok) process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
