import {
  type Language,
  LOG_MODULE_NAMES,
  LOG_SORT_FIELDS,
  LOG_SOURCES,
  LogListQuery,
  type LogModuleList,
  type LogSource,
  logModuleLabel,
} from '@proposal-desk/shared';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { fetchLogModules, fetchLogs } from '../../api/logs';
import { type FilterField, type FilterOption, type FiltersOf, ListPage, pageParams, usePagedList } from '../../components/list';
import { useAccessStore } from '../../stores/access';
import { logColumns } from './log-columns';
import { LogChainStatus } from './LogChainStatus';
import { LogCheckpointStatus } from './LogCheckpointStatus';

const LOG_FILTERS = LogListQuery.pick({ user: true, source: true, module: true, from: true, to: true }).shape;

const PRODUCT_ONLY: LogModuleList = { product: [...LOG_MODULE_NAMES], client: [] };

/** The product's modules, and apart from them those clients wrote through `Log/Log`; until the server answers, the product's. */
function useLogModules(): LogModuleList {
  return useQuery({ queryKey: ['options', 'logModules'], queryFn: async () => (await fetchLogModules()).data }).data ?? PRODUCT_ONLY;
}

/**
 * The module filter's choices for the chosen writer: the product's modules in the reader's language, the clients' as
 * written and marked as theirs; for either writer both, a name the product has too listed once (it finds both).
 */
function moduleOptions(modules: LogModuleList, source: LogSource | undefined, t: TFunction, lang: Language): FilterOption[] {
  const product = modules.product.map((name) => ({ value: name, label: logModuleLabel(name, lang) }));
  const client = modules.client.map((name) => ({ value: name, label: t('activityLog.filter.clientModule', { name }) }));
  if (source === 'product') return product;
  if (source === 'client') return client;
  return [...product, ...client.filter((option) => !modules.product.includes(option.value))];
}

/**
 * `/log/activityLog`: who did what, when and from where, within the reader's scope, the entries clients wrote
 * through `Log/Log` marked as theirs; the administrator also sees whether the log's hash chain is intact and
 * whether it still matches its checkpoints kept outside the database.
 */
export default function ActivityLog() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith('en') ? 'en' : 'zh';
  const modules = useLogModules();
  const admin = useAccessStore((s) => s.admin);
  const list = usePagedList({
    key: 'activityLog',
    filters: LOG_FILTERS,
    sortFields: LOG_SORT_FIELDS,
    fetchPage: (query, signal) => fetchLogs(pageParams(query), signal),
  });
  const label = (key: string) => t(`activityLog.filter.${key}`);
  const sourceLabel = { product: label('sourceProduct'), client: label('sourceClient') } satisfies Record<LogSource, string>;
  const fields: FilterField<FiltersOf<typeof LOG_FILTERS>>[] = [
    { kind: 'text', name: 'user', label: label('user'), placeholder: label('userPlaceholder') },
    {
      kind: 'select',
      name: 'source',
      label: label('source'),
      placeholder: label('sourcePlaceholder'),
      options: LOG_SOURCES.map((source) => ({ value: source, label: sourceLabel[source] })),
    },
    {
      kind: 'select',
      name: 'module',
      label: label('module'),
      placeholder: label('modulePlaceholder'),
      searchable: true,
      options: (current) => moduleOptions(modules, current.source, t, lang),
    },
    { kind: 'date-range', name: 'from', end: 'to', label: label('dates'), placeholder: [label('datesStart'), label('datesEnd')] },
  ];

  return (
    <ListPage
      list={list}
      filters={fields}
      actions={
        admin ? (
          <>
            <LogChainStatus />
            <LogCheckpointStatus />
          </>
        ) : null
      }
      table={{ rowKey: 'id', columns: logColumns(t, lang), scrollX: 1000 }}
    />
  );
}
