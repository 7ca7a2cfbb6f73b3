import type { LogCheckpointState } from '@proposal-desk/shared';
import { CHECKPOINT_KEY_FILE } from './checkpoint-key';
import { CHECKPOINT_FOLDER } from './checkpoints';

type Lang = 'en' | 'zh';

const count = (n: number) => n.toLocaleString('en-US');

/** A checkpoint named: "the checkpoint of 2026-12-05 (1,234 entries, #5678)". */
function head(c: { day: string; entries: number; lastId: number | null }, lang: Lang, capital = false): string {
  if (lang === 'zh') return `${c.day} 的检查点（${count(c.entries)} 条${c.lastId === null ? '' : `，最后一条为第 ${c.lastId} 条`}）`;
  return `${capital ? 'The' : 'the'} checkpoint of ${c.day} (${count(c.entries)} entries${c.lastId === null ? '' : `, #${c.lastId}`})`;
}

function restartLine(restart: NonNullable<LogCheckpointState['restart']>, lang: Lang): string {
  if (restart.kind === 'reset')
    return lang === 'zh'
      ? `操作日志于 ${restart.day} 被演示数据重置清空：此前的检查点属于被清空的日志，不再核对。`
      : `The log was emptied by the seed's reset on ${restart.day}: the checkpoints before it are of the emptied log and are not checked.`;
  const kept = restart.lastId;
  if (kept === null)
    return lang === 'zh'
      ? `${restart.day} 恢复了备份（其日志链不完整）：此前的检查点不再核对。`
      : `A backup was restored on ${restart.day} (its chain was not intact): the checkpoints before it are not checked.`;
  return lang === 'zh'
    ? `${restart.day} 恢复了备份（最后一条为第 ${kept} 条）：此后被替换的日志的检查点不再核对。`
    : `A backup was restored on ${restart.day} (its last entry #${kept}): the checkpoints past that entry are of the log it replaced and are not checked.`;
}

function mismatchLine(m: NonNullable<LogCheckpointState['firstMismatch']>, lang: Lang): string {
  if (lang === 'zh') {
    const why = m.reason === 'gone' ? `第 ${m.lastId} 条已不存在` : `第 ${m.lastId} 条的哈希已不同`;
    const later = m.later > 0 ? `；其后还有 ${m.later} 个检查点也不一致` : '';
    return `${head(m, lang)}已不一致：${why}${later}。日志在此之前被截短或改写。`;
  }
  const why = m.reason === 'gone' ? `entry #${m.lastId} is gone` : `entry #${m.lastId} has another hash`;
  const later = m.later > 0 ? `; ${m.later} later checkpoint${m.later === 1 ? '' : 's'} no longer match either` : '';
  return `${head(m, lang, true)} no longer matches: ${why}${later}. The log was cut or rewritten at or before it.`;
}

function badLine(state: LogCheckpointState, lang: Lang): string {
  const at = state.firstBadLine!;
  const where = `${CHECKPOINT_FOLDER}/${at.file}`;
  const more = state.badLines - 1;
  if (lang === 'zh')
    return `${where} 第 ${at.line} 行${at.day ? `（${at.day}）` : ''}的签名无法用本服务的密钥核验：它不是本服务写入的，或写入后被改动${more > 0 ? `；另有 ${more} 行同样如此` : ''}。`;
  return `Line ${at.line} of ${where}${at.day ? ` (${at.day})` : ''} has a signature that does not verify with this server's key: it was not written by this server, or was changed since${more > 0 ? `; ${more} more line${more === 1 ? '' : 's'} likewise` : ''}.`;
}

function cutBeforeResetLine(cut: NonNullable<LogCheckpointState['cutBeforeReset']>, lang: Lang): string {
  const { emptied, checkpoint } = cut;
  if (lang === 'zh')
    return `${cut.day} 的演示数据重置清空的日志此前已被截短或改写：重置时有 ${count(emptied.entries)} 条${emptied.lastId === null ? '' : `（最后一条为第 ${emptied.lastId} 条）`}，与此前${head(checkpoint, lang)}不符。`;
  return `The seed's reset of ${cut.day} emptied a log already cut or rewritten: it held ${count(emptied.entries)} entries${emptied.lastId === null ? '' : ` (the last #${emptied.lastId})`}, short of ${head(checkpoint, lang)} before it.`;
}

/** The log against its checkpoints, in words (a line each finding), for `npm run log:verify`. */
export function describeCheckpoints(state: LogCheckpointState, lang: Lang): string[] {
  if (state.keyMissing)
    return [
      lang === 'zh'
        ? `${CHECKPOINT_FOLDER} 中有检查点，但 DATA_DIR 中没有检查点密钥（${CHECKPOINT_KEY_FILE}），无法核验任何一行。`
        : `There are checkpoints in ${CHECKPOINT_FOLDER} but no checkpoint key (${CHECKPOINT_KEY_FILE}) in DATA_DIR: none can be verified.`,
    ];
  const lines: string[] = [];
  if (state.restart) lines.push(restartLine(state.restart, lang));
  if (state.cutBeforeReset) lines.push(cutBeforeResetLine(state.cutBeforeReset, lang));
  if (state.firstMismatch) lines.push(mismatchLine(state.firstMismatch, lang));
  else if (state.latest)
    lines.push(
      lang === 'zh'
        ? `已与 ${state.checkpoints} 个每日检查点核对：最近的是 ${head(state.latest, lang)}，仍然一致。`
        : `Checked against ${state.checkpoints} daily checkpoint${state.checkpoints === 1 ? '' : 's'}: the latest, ${head(state.latest, lang)}, still matches.`,
    );
  else if (state.badLines === 0)
    lines.push(
      lang === 'zh'
        ? `尚无日志链检查点（每晚的数据库维护每天向 DATA_DIR/${CHECKPOINT_FOLDER} 写入一个）。`
        : `No checkpoint of the log's head yet (the nightly upkeep writes one a day into DATA_DIR/${CHECKPOINT_FOLDER}).`,
    );
  if (state.badLines > 0) lines.push(badLine(state, lang));
  return lines;
}
