/** A backup or restore that must not go on; the operator reads both lines. Nothing was changed. */
export class BackupRefused extends Error {
  constructor(
    readonly en: string,
    readonly zh: string,
  ) {
    super(en);
    this.name = 'BackupRefused';
  }
}

export const refusals = {
  fileExists: (file: string) =>
    new BackupRefused(`${file} already exists; choose another name or delete it first.`, `${file} 已存在，请换一个文件名或先删除它。`),
  fileMissing: (file: string) => new BackupRefused(`${file} does not exist.`, `${file} 不存在。`),
  corrupt: (file: string, reason: string) =>
    new BackupRefused(
      `${file} is not a complete Proposal Desk backup (${reason}); nothing was restored and the current data is untouched.`,
      `${file} 不是完整的备份文件（${reason}），未恢复任何内容，当前数据保持不变。`,
    ),
  newerSchema: (unknown: readonly string[]) =>
    new BackupRefused(
      `The backup comes from a newer version of Proposal Desk (database migrations this version does not know: ${unknown.join(', ')}). Upgrade Proposal Desk first, then restore; the current data is untouched.`,
      `该备份来自更新版本的系统（本版本不认识的数据库迁移：${unknown.join('、')}）。请先升级系统再恢复；当前数据保持不变。`,
    ),
  otherKind: (backupKind: string, currentKind: string) =>
    new BackupRefused(
      `The backup holds a ${backupKind} database but this installation uses ${currentKind}; restore it where DATABASE_URL is ${backupKind === 'postgres' ? 'set' : 'not set'}.`,
      `该备份是 ${backupKind} 数据库，而当前安装使用 ${currentKind}；请在${backupKind === 'postgres' ? '设置了' : '未设置'} DATABASE_URL 的环境中恢复。`,
    ),
  pgliteInUse: (dir: string, pids: readonly number[]) =>
    new BackupRefused(
      `The database in ${dir} is open in process ${pids.join(', ')} (the server?). Stop the server first, then run the command again.`,
      `数据库目录 ${dir} 正被进程 ${pids.join('、')} 使用（服务是否在运行？）。请先停止服务，再执行此命令。`,
    ),
  postgresInUse: (sessions: number) =>
    new BackupRefused(
      `${sessions} other connection(s) are open on the database (the server?). Stop every Proposal Desk instance first, then restore.`,
      `数据库上还有 ${sessions} 个其他连接（服务是否在运行？）。请先停止所有服务实例，再执行恢复。`,
    ),
  noDatabase: (dir: string) =>
    new BackupRefused(`There is no embedded database in ${dir} to back up.`, `${dir} 中没有可备份的内置数据库。`),
  restoreCheckFailed: (what: string) =>
    new BackupRefused(
      `The restored copy does not match the backup (${what}); it was discarded and the current data is untouched.`,
      `恢复出的数据与备份不一致（${what}），已丢弃，当前数据保持不变。`,
    ),
  toolFailed: (tool: string, output: string) =>
    new BackupRefused(`${tool} failed: ${output.trim().slice(-2000)}`, `${tool} 执行失败：${output.trim().slice(-2000)}`),
};
