import type { CaseSearchItem } from '@proposal-desk/shared';
import { Button, Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchCases } from '../../api/reports';

export interface CasePickerProps {
  label: string;
  body?: string;
  kind?: string;
  value?: number;
  onChange: (id: number | undefined) => void;
}

const PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 300;

export const caseLabel = (item: CaseSearchItem) => `${item.caseNo ?? '—'}  ${item.title}`;

/** A case of the caller's scope, searched on the server by 案号 or 案由, a page at a time. */
export function CasePicker({ label, body, kind, value, onChange }: CasePickerProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [rows, setRows] = useState<CaseSearchItem[]>([]);
  const [total, setTotal] = useState(0);
  const [pageIndex, setPageIndex] = useState(1);
  const [loading, setLoading] = useState(false);
  const [chosen, setChosen] = useState<CaseSearchItem | undefined>();
  const latest = useRef(0);

  useEffect(() => {
    const ticket = ++latest.current;
    const timer = setTimeout(
      () => {
        setLoading(true);
        searchCases({ keyword: keyword.trim() || undefined, body, kind, pageIndex, pageSize: PAGE_SIZE })
          .then((page) => {
            if (ticket !== latest.current || !page) return;
            setRows((before) => (pageIndex === 1 ? page.rows : [...before, ...page.rows]));
            setTotal(page.total);
          })
          .catch(() => undefined)
          .finally(() => {
            if (ticket === latest.current) setLoading(false);
          });
      },
      pageIndex === 1 ? SEARCH_DELAY_MS : 0,
    );
    return () => clearTimeout(timer);
  }, [keyword, body, kind, pageIndex]);

  const search = (text: string) => {
    setKeyword(text);
    setPageIndex(1);
  };

  const listed = chosen && !rows.some((r) => r.id === chosen.id) ? [chosen, ...rows] : rows;
  const options = listed.map((item) => ({ value: item.id, label: caseLabel(item) }));
  if (value !== undefined && !listed.some((r) => r.id === value)) options.unshift({ value, label: `#${value}` });

  return (
    <Select<number>
      aria-label={label}
      className="report-case-picker"
      style={{ width: 420 }}
      showSearch={{ filterOption: false, onSearch: search }}
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
            <Button type="link" block loading={loading} onClick={() => setPageIndex((p) => p + 1)}>
              {t('reports.bar.caseMore', { total })}
            </Button>
          ) : null}
        </>
      )}
    />
  );
}
