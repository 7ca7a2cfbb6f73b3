import { readEnv } from '../../env';
import { loadCheckpointKey } from '../log-chain/checkpoint-key';
import { markLogReplaced } from '../log-chain/checkpoints';
import { describeChainState } from '../log-chain/verify-log-chain';
import type { Manifest } from './archive';
import { createBackup, restoreBackup } from './backup';
import { BackupRefused } from './messages';

const USAGE = 'Usage: npm run backup -- FILE   |   npm run restore -- FILE';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function describe(manifest: Manifest): string {
  const schema = manifest.schema.migrations.at(-1) ?? 'empty';
  const { rows, bytes } = manifest;
  return (
    `${manifest.database.kind} database, schema ${schema}, ${rows.users ?? 0} users, ${rows.cases ?? 0} cases, ` +
    `${rows.files ?? 0} uploaded files (${megabytes(bytes.uploads)}), ${rows.report_outputs ?? 0} report outputs (${megabytes(bytes.reportOutputs)})`
  );
}

/**
 * `npm run backup -- FILE` writes one backup file of the configured database (DATA_DIR's PGlite, or
 * DATABASE_URL's PostgreSQL); `npm run restore -- FILE` puts one back. The server must be stopped for
 * the embedded database (both) and for a PostgreSQL restore.
 */
async function main([command, file, ...extra]: readonly string[]): Promise<void> {
  if ((command !== 'backup' && command !== 'restore') || !file || extra.length > 0) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const env = readEnv();
  const at = { dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL };
  const started = Date.now();
  if (command === 'backup') {
    const { manifest, bytes } = await createBackup(at, file);
    console.log(`Backed up the ${describe(manifest)}`);
    console.log(`to ${file} (${megabytes(bytes)}) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    console.log(`已备份到 ${file}。`);
    if (manifest.logChain) console.log(describeChainState(manifest.logChain));
    return;
  }
  const { manifest, previous } = await restoreBackup(at, file);
  // The log's checkpoints past the backup's last entry name entries the restore discarded: the signed mark says so.
  const chain = manifest.logChain?.ok ? manifest.logChain : { entries: 0, lastId: null };
  await markLogReplaced(env.DATA_DIR, loadCheckpointKey(env.DATA_DIR), {
    kind: 'restore',
    entries: chain.entries,
    lastId: chain.lastId,
    hash: null,
  });
  console.log(`Restored the ${describe(manifest)}`);
  console.log(`backed up ${manifest.createdAt}, in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  if (manifest.logChain)
    console.log(`${describeChainState(manifest.logChain)}${manifest.logChain.ok ? '' : ' It was so when the backup was made.'}`);
  if (previous) console.log(`The database it replaced is kept in ${previous}; delete that folder once you are satisfied.`);
  console.log('The server brings an older schema up to date when it starts.');
  console.log(`已从 ${file} 恢复${previous ? `，原数据库保留在 ${previous}` : ''}。启动服务时会自动升级到当前版本的数据库结构。`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof BackupRefused) {
    console.error(error.en);
    console.error(error.zh);
  } else {
    console.error(error instanceof Error ? error.message : error);
  }
  process.exitCode = 1;
});
