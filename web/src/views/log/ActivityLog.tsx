import { LOG_MODULE_NAMES, LOG_SORT_FIELDS, LogListQuery, logModuleLabel } from '@proposal-desk/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchLogModules, fetchLogs } from '../../api/logs';
import { type FilterField, type FiltersOf, ListPage, pageParams, usePagedList } from '../../components/list';
import { useAccessStore } from '../../stores/access';
import { logColumns } from './log-columns';
import { LogChainStatus } from './LogChainStatus';

const LOG_FILTERS = LogListQuery.pick({ user: true, module: true, from: true, to: true }).shape;

/**
 * The product's modules, then the ones clients wrote through `Log/Log` (the original client names its
 * own); until the server answers, the product's.
 */
function useLogModules(): readonly string[] {
  return useQuery({ queryKey: ['options', 'logModules'], queryFn: async () => (await fetchLogModules()).data }).data ?? LOG_MODULE_NAMES;
}

/**
 * `/log/activityLog`: who did what, when and from where, within the reader's scope; the administrator also
 * sees whether the log's hash chain is intact.
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
  const fields: FilterField<FiltersOf<typeof LOG_FILTERS>>[] = [
    { kind: 'text', name: 'user', label: label('user'), placeholder: label('userPlaceholder') },
    {
      kind: 'select',
      name: 'module',
      label: label('module'),
      placeholder: label('modulePlaceholder'),
      searchable: true,
      options: modules.map((name) => ({ value: name, label: logModuleLabel(name, lang) })),
    },
    { kind: 'date-range', name: 'from', end: 'to', label: label('dates'), placeholder: [label('datesStart'), label('datesEnd')] },
  ];

  return (
    <ListPage
      list={list}
      filters={fields}
      actions={admin ? <LogChainStatus /> : null}
      table={{ rowKey: 'id', columns: logColumns(t, lang), scrollX: 1000 }}
    />
  );
}
