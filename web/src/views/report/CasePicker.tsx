import type { CaseSearchItem } from '@proposal-desk/shared';
import { Button, Select } from 'antd';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchCases } from '../../api/reports';
import { useDebounced } from '../../components/list/use-debounced';
import { filterWhileSearching } from '../../components/form/server-search';

export interface CasePickerProps {
  label: string;
  body?: string;
  kind?: string;
  /** A case not to offer (the case a merge starts from). */
  excludeId?: number;
  value?: number;
  onChange: (id: number | undefined) => void;
}

const PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 300;

export const caseLabel = (item: CaseSearchItem) => `${item.caseNo ?? '—'}  ${item.title}`;

/** A case of the caller's scope, searched on the server by 案号 or 案由, a page at a time. */
export function CasePicker({ label, body, kind, excludeId, value, onChange }: CasePickerProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<CaseSearchItem | undefined>();
  const term = useDebounced(keyword.trim(), SEARCH_DELAY_MS);
  const pages = useInfiniteQuery({
    queryKey: ['caseSearch', term, body, kind, excludeId],
    queryFn: async ({ pageParam }) =>
      (await searchCases({ keyword: term || undefined, body, kind, excludeId, pageIndex: pageParam, pageSize: PAGE_SIZE })).data,
    initialPageParam: 1,
    getNextPageParam: (last, all) => (all.length * PAGE_SIZE < last.total ? all.length + 1 : undefined),
    placeholderData: keepPreviousData,
  });
  const rows = pages.data?.pages.flatMap((page) => page.rows) ?? [];
  const total = pages.data?.pages.at(-1)?.total ?? 0;
  const loading = pages.isFetching;

  const listed = chosen && !rows.some((r) => r.id === chosen.id) ? [chosen, ...rows] : rows;
  const options = listed.map((item) => ({ value: item.id, label: caseLabel(item) }));
  if (value !== undefined && !listed.some((r) => r.id === value)) options.unshift({ value, label: `#${value}` });

  return (
    <Select<number>
      aria-label={label}
      className="report-case-picker"
      style={{ width: 420 }}
      showSearch={{ filterOption: filterWhileSearching(keyword, term, pages.isPlaceholderData), onSearch: setKeyword }}
      allowClear
      loading={loading}
      placeholder={t('reports.bar.casePlaceholder')}
      notFoundContent={loading ? null : t('reports.bar.caseEmpty')}
      value={value}
      options={options}
      onChange={(id) => {
        setChosen(listed.find((r) => r.id === id));
        onChange(id ?? undefined);
      }}
      popupRender={(menu) => (
        <>
          {menu}
          {rows.length < total ? (
            <Button type="link" block loading={loading} onClick={() => void pages.fetchNextPage()}>
              {t('reports.bar.caseMore', { total })}
            </Button>
          ) : null}
        </>
      )}
    />
  );
}
