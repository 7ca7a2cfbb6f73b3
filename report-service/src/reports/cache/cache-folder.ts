import { readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * This process's report cache folder, `DATA_DIR/report-cache/<host>-<pid>`: instances sharing a data folder
 * keep apart. Folders left by ended processes of this host are removed; another host's are left to it.
 */
export function reportCacheFolder(dataDir: string): string {
  const root = path.join(dataDir, 'report-cache');
  const host = os.hostname().replace(/[^\w.-]/g, '_');
  const own = `${host}-${process.pid}`;
  let siblings: string[] = [];
  try {
    siblings = readdirSync(root);
  } catch (err) {
    // No cache folder yet; any other failure is the data folder's, and stops the start.
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  for (const name of siblings) {
    const pid = Number(name.slice(host.length + 1));
    if (name !== own && name.startsWith(`${host}-`) && Number.isInteger(pid) && !isRunning(pid))
      rmSync(path.join(root, name), { recursive: true, force: true });
  }
  return path.join(root, own);
}
