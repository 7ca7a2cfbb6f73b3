import { sql } from 'kysely';
import { openConfigured } from '../open-configured';
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

/**
 * `npm run log:verify`: walks the activity log's hash chain and names the first entry that was changed,
 * deleted or inserted out of order. Exits 0 when the chain is intact, 1 when it is broken (or cannot be read).
 */
async function main(): Promise<void> {
  const handle = await openConfigured({
    en: ", or read the chain's state on the administrator's log screen",
    zh: '，或在管理员的操作日志页面查看日志链状态',
  });
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
