import { existsSync } from 'node:fs';
import path from 'node:path';
import { readEnv } from '../env';
import { processesHolding } from './backup/data-dir-holders';
import { pgliteDirIn } from './backup/pglite-backup';
import { connectDatabase, type DatabaseHandle } from './connect';

/**
 * The configured database (DATA_DIR's PGlite, or DATABASE_URL's PostgreSQL), opened as `npm run backup` opens it, for a
 * command run beside the product; `serverHint` says where else the answer is found while the server holds PGlite.
 */
export async function openConfigured(serverHint: { en: string; zh: string }): Promise<DatabaseHandle> {
  const env = readEnv();
  if (env.DATABASE_URL) return connectDatabase({ databaseUrl: env.DATABASE_URL, poolSize: 1 });
  const dir = pgliteDirIn(env.DATA_DIR);
  if (!existsSync(path.join(dir, 'PG_VERSION'))) throw new Error(`There is no embedded database in ${dir}. / ${dir} 中没有内置数据库。`);
  // A second PGlite opened on a live folder damages it.
  const holders = processesHolding(dir);
  if (holders.length > 0)
    throw new Error(
      `The database in ${dir} is open in process ${holders.join(', ')} (the server?). Stop the server first${serverHint.en}.\n` +
        `数据库目录 ${dir} 正被进程 ${holders.join('、')} 使用（服务是否在运行？）。请先停止服务${serverHint.zh}。`,
    );
  return connectDatabase({ dataDir: dir });
}
