import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { checkLogCheckpoints, checkpointsHold } from './check-checkpoints';
import { describeCheckpoints } from './describe-checkpoints';
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

/** What `npm run log:verify` says, in English then Chinese, and whether all holds. */
export interface LogVerifyReport {
  ok: boolean;
  lines: string[];
}

/**
 * The activity log verified: its hash chain walked (the first entry changed, deleted or inserted out of order),
 * then the log checked against the signed daily checkpoints of its head in DATA_DIR/log-checkpoints (the first
 * day's head that no longer matches, and any line whose signature does not verify). A log cut short or emptied
 * with its head moved back is an intact chain: only the checkpoints tell.
 */
export async function logVerifyReport(db: Kysely<Database>, dataDir: string): Promise<LogVerifyReport> {
  const started = Date.now();
  const chain = await verifyLogChain(db);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const checkpoints = await checkLogCheckpoints(db, dataDir);
  return {
    ok: chain.ok && checkpointsHold(checkpoints),
    lines: [
      `${describeChainState(chain)} (${seconds} s)`,
      ...describeCheckpoints(checkpoints, 'en'),
      describeInChinese(chain),
      ...describeCheckpoints(checkpoints, 'zh'),
    ],
  };
}
