import { sql } from 'kysely';
import { readEnv } from '../../env';
import { openConfigured } from '../open-configured';
import { logVerifyReport } from './log-verify-report';

/**
 * `npm run log:verify`: walks the activity log's hash chain and names the first entry that was changed,
 * deleted or inserted out of order, then checks the log against the signed daily checkpoints of its head in
 * DATA_DIR/log-checkpoints and names the first day's head that no longer matches (a log cut short or emptied
 * with its head moved back verifies as an intact chain: only the checkpoints tell). Exits 0 when both hold, 1
 * when either does not (or the log cannot be read).
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
    const report = await logVerifyReport(handle.db, readEnv().DATA_DIR);
    for (const line of report.lines) (report.ok ? console.log : console.error)(line);
    if (!report.ok) process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
