import { SafetyCertificateOutlined, WarningOutlined } from '@ant-design/icons';
import type { LogChainState } from '@proposal-desk/shared';
import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { fetchLogChain } from '../../api/logs';

/** What was done where the chain breaks, in words. */
function problemText(t: TFunction, state: Extract<LogChainState, { ok: false }>): string {
  if (state.problem === 'deleted')
    return state.lastGoodId === null ? t('activityLog.chain.deletedFirst') : t('activityLog.chain.deleted', { after: state.lastGoodId });
  return t(`activityLog.chain.${state.problem}`);
}

/**
 * The state of the activity log's hash chain, for the administrator (the server walks the chain as
 * `npm run log:verify` does): intact with its entries, or the first entry changed, deleted or inserted.
 */
export function LogChainStatus() {
  const { t } = useTranslation();
  const chain = useQuery({ queryKey: ['logChain'], queryFn: async () => (await fetchLogChain()).data, staleTime: 0 });
  if (chain.isPending) return null;
  const state = chain.data;
  if (!state) return <Tag className="log-chain-status">{t('activityLog.chain.unavailable')}</Tag>;
  if (state.ok)
    return (
      <Tag className="log-chain-status" color="success" icon={<SafetyCertificateOutlined />}>
        {t('activityLog.chain.intact', { entries: state.entries })}
      </Tag>
    );
  return (
    <Tag className="log-chain-status" color="error" icon={<WarningOutlined />} role="alert">
      {t('activityLog.chain.broken', { id: state.firstBadId, what: problemText(t, state) })}
    </Tag>
  );
}
