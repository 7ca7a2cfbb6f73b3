import { LOG_MODULE_LABELS, LOG_SORT_FIELDS, LogListQuery } from '@proposal-desk/shared';
import { useTranslation } from 'react-i18next';
import { fetchLogs } from '../../api/logs';
import { type FilterField, type FiltersOf, ListPage, pageParams, usePagedList } from '../../components/list';
import { logColumns } from './log-columns';

const LOG_FILTERS = LogListQuery.pick({ user: true, module: true, from: true, to: true }).shape;

/** `/log/activityLog`: who did what, when and from where, within the reader's scope. */
export default function ActivityLog() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith('en') ? 'en' : 'zh';
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
      options: Object.values(LOG_MODULE_LABELS).map((name) => ({ value: name.zh, label: name[lang] })),
    },
    { kind: 'date-range', name: 'from', end: 'to', label: label('dates'), placeholder: [label('datesStart'), label('datesEnd')] },
  ];

  return <ListPage list={list} filters={fields} table={{ rowKey: 'id', columns: logColumns(t, lang), scrollX: 1000 }} />;
}
