import { existsSync, readdirSync, readlinkSync } from 'node:fs';
import path from 'node:path';

/**
 * The processes that have a file of `dir` open. A running PGlite keeps its WAL and catalog files open,
 * and a second PGlite opened on the same folder damages it, so trying to open it is no test: on Linux
 * this reads /proc/<pid>/fd. Elsewhere it falls back to PGlite's postmaster.pid, present while the
 * database is open (and left behind by a crash), reported as an unknown process (-1).
 */
/** A process that ended meanwhile (ENOENT) or another user's (EACCES, EPERM) holds nothing this one may open. */
const isGoneOrNotOurs = (err: unknown) => ['ENOENT', 'EACCES', 'EPERM'].includes((err as NodeJS.ErrnoException).code ?? '');

export function processesHolding(dir: string): number[] {
  const root = path.resolve(dir) + path.sep;
  if (!existsSync('/proc/self/fd')) return existsSync(path.join(dir, 'postmaster.pid')) ? [-1] : [];
  const holders: number[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch (err) {
      if (isGoneOrNotOurs(err)) continue;
      throw err;
    }
    const holds = fds.some((fd) => {
      try {
        return readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith(root);
      } catch (err) {
        if (isGoneOrNotOurs(err)) return false;
        throw err;
      }
    });
    if (holds) holders.push(Number(pid));
  }
  return holders;
}
