import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCosignerOptions } from '../../../api/case-submitter';
import { useDebounced } from '../../../components/list/use-debounced';
import { filterWhileSearching } from '../../../components/form/server-search';

interface CosignerSelectProps {
  id?: string;
  'aria-label'?: string;
  value?: number[] | null;
  onChange?: (value: number[]) => void;
  /** The names of members already chosen (a draft's co-signers), shown before any search. */
  names?: ReadonlyMap<number, string>;
}

const SEARCH_DEBOUNCE_MS = 300;
const labelOf = (name: string, group: string) => (group ? `${name}（${group}）` : name);

/**
 * Picks the deputies or members a submitter invites to co-sign, searched by name on the server among
 * the caller's own body and session (the member list itself shows a deputy only their own profile).
 */
export function CosignerSelect({ value, onChange, names, ...props }: CosignerSelectProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [name, setName] = useState('');
  // The names of the members chosen here, kept while the search shows others.
  const [known, setKnown] = useState<ReadonlyMap<number, string>>(new Map());
  const term = useDebounced(name.trim(), SEARCH_DEBOUNCE_MS);
  const found = useQuery({
    queryKey: ['caseCosignerOptions', term],
    queryFn: async ({ signal }) => (await fetchCosignerOptions(term, signal)).data,
    enabled: opened,
    placeholderData: keepPreviousData,
  });

  const options = (found.data ?? []).map((row) => ({ value: row.memberId, label: labelOf(row.name, row.groupName) }));
  for (const id of value ?? [])
    if (!options.some((option) => option.value === id))
      options.unshift({ value: id, label: known.get(id) ?? names?.get(id) ?? t('caseMine.cosigner.known', { id }) });

  const change = (next: number[] | undefined) => {
    const labels = new Map(known);
    for (const option of options) labels.set(option.value, option.label);
    setKnown(labels);
    onChange?.(next ?? []);
  };

  return (
    <Select<number[]>
      {...props}
      mode="multiple"
      showSearch={{ filterOption: filterWhileSearching(name, term, found.isPlaceholderData), onSearch: setName }}
      allowClear
      value={value ?? []}
      onChange={change}
      onOpenChange={(open) => open && setOpened(true)}
      options={options}
      loading={found.isFetching}
      placeholder={t('caseMine.cosigner.placeholder')}
    />
  );
}
