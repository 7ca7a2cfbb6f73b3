import { FieldTimeOutlined, SafetyCertificateOutlined, WarningOutlined } from '@ant-design/icons';
import type { LogCheckpointState } from '@proposal-desk/shared';
import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { fetchLogCheckpoint } from '../../api/logs';

/** The earliest checkpoint that no longer matches, in words. */
function mismatchText(t: TFunction, mismatch: NonNullable<LogCheckpointState['firstMismatch']>): string {
  const why = t(`activityLog.checkpoint.${mismatch.reason}`, { lastId: mismatch.lastId });
  const later = mismatch.later > 0 ? t('activityLog.checkpoint.later', { count: mismatch.later }) : '';
  return t('activityLog.checkpoint.mismatch', { day: mismatch.day, entries: mismatch.entries, lastId: mismatch.lastId, why }) + later;
}

/** The latest checkpoint, or the earliest one that no longer matches (the log was cut or rewritten at or before it). */
function HeadTag({ state }: { state: LogCheckpointState }) {
  const { t } = useTranslation();
  if (state.firstMismatch)
    return (
      <Tag className="log-checkpoint-status" color="error" icon={<WarningOutlined />} role="alert">
        {mismatchText(t, state.firstMismatch)}
      </Tag>
    );
  if (!state.latest) return <Tag className="log-checkpoint-status">{t('activityLog.checkpoint.none')}</Tag>;
  return (
    <Tag className="log-checkpoint-status" color="success" icon={<SafetyCertificateOutlined />}>
      {t('activityLog.checkpoint.matches', { day: state.latest.day, entries: state.latest.entries })}
    </Tag>
  );
}

/**
 * The activity log against the signed daily checkpoints of its head that the nightly upkeep writes outside the
 * database, for the administrator (`npm run log:verify` checks the same): the latest checkpoint and whether it
 * still matches, or the first day whose head no longer does; lines whose signature does not verify; a reset that
 * emptied a log already cut; a reset or restore since which the earlier checkpoints are set aside.
 */
export function LogCheckpointStatus() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: ['logCheckpoint'], queryFn: async () => (await fetchLogCheckpoint()).data, staleTime: 0 });
  if (query.isPending) return null;
  const state = query.data;
  if (!state) return <Tag className="log-checkpoint-status">{t('activityLog.checkpoint.unavailable')}</Tag>;
  if (state.keyMissing)
    return (
      <Tag className="log-checkpoint-status" color="error" icon={<WarningOutlined />} role="alert">
        {t('activityLog.checkpoint.keyMissing')}
      </Tag>
    );
  return (
    <>
      <HeadTag state={state} />
      {state.firstBadLine ? (
        <Tag className="log-checkpoint-status" color="error" icon={<WarningOutlined />} role="alert">
          {t('activityLog.checkpoint.badLines', { count: state.badLines, file: state.firstBadLine.file, line: state.firstBadLine.line })}
        </Tag>
      ) : null}
      {state.cutBeforeReset ? (
        <Tag className="log-checkpoint-status" color="error" icon={<WarningOutlined />} role="alert">
          {t('activityLog.checkpoint.cutBeforeReset', {
            day: state.cutBeforeReset.day,
            entries: state.cutBeforeReset.emptied.entries,
            checkpointDay: state.cutBeforeReset.checkpoint.day,
            checkpointEntries: state.cutBeforeReset.checkpoint.entries,
          })}
        </Tag>
      ) : null}
      {state.restart ? (
        <Tag className="log-checkpoint-status" icon={<FieldTimeOutlined />}>
          {t(`activityLog.checkpoint.restart.${state.restart.kind}`, { day: state.restart.day })}
        </Tag>
      ) : null}
    </>
  );
}
