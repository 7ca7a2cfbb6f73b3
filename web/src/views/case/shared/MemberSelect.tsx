import { memberTypeForBody } from '@proposal-desk/shared';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Body } from '../../../api/cases';
import { fetchMembers } from '../../../api/members';
import { useDebounced } from '../../../components/list/use-debounced';
import { filterWhileSearching } from '../../../components/form/server-search';

type Value = number | number[];

interface MemberSelectProps<V extends Value> {
  id?: string;
  'aria-label'?: string;
  body: Body;
  value?: V | null;
  onChange?: (value: V | undefined) => void;
  /** Several members (co-signers) instead of one. */
  multiple?: boolean;
  placeholder?: string;
}

const SEARCH_DEBOUNCE_MS = 300;
const labelOf = (name: string, group: string) => (group ? `${name}（${group}）` : name);

/**
 * Picks deputies (NPC) or members (CPPCC) of a body by name, searched on the server once opened; a member
 * chosen by id alone (from the URL) is named once looked up.
 */
export function MemberSelect<V extends Value>({ body, value, onChange, multiple, ...props }: MemberSelectProps<V>) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [name, setName] = useState('');
  // The names of the members chosen here, kept while the search shows others.
  const [known, setKnown] = useState<ReadonlyMap<number, string>>(new Map());
  const term = useDebounced(name.trim(), SEARCH_DEBOUNCE_MS);
  const found = useQuery({
    queryKey: ['caseMemberPicker', body, term],
    queryFn: async ({ signal }) =>
      (await fetchMembers({ Staff_Name: term || undefined, Type: memberTypeForBody(body) }, 1, 20, signal)).data.rows,
    enabled: opened,
    placeholderData: keepPreviousData,
  });

  const options = (found.data ?? []).map((row) => ({ value: row.hR_ID, label: labelOf(row.staff_Name, row.dlG_Name) }));
  const chosen = value === null || value === undefined ? [] : Array.isArray(value) ? value : [value];
  // A member given by id alone (a link's ?memberId=, a saved form) is looked up once to show their name.
  const unnamed = chosen.filter((id) => !known.has(id) && !options.some((option) => option.value === id));
  const looked = useQueries({
    queries: unnamed.map((id) => ({
      queryKey: ['caseMemberName', id],
      queryFn: async ({ signal }: { signal: AbortSignal }) => (await fetchMembers({ HR_ID: id }, 1, 1, signal)).data.rows[0] ?? null,
      staleTime: Infinity,
    })),
  });
  const lookedUp = new Map(
    looked.flatMap((result) => (result.data ? [[result.data.hR_ID, labelOf(result.data.staff_Name, result.data.dlG_Name)] as const] : [])),
  );
  for (const id of chosen)
    if (!options.some((option) => option.value === id))
      options.unshift({ value: id, label: known.get(id) ?? lookedUp.get(id) ?? t('cases.member.known', { id }) });

  const change = (next: number | number[] | undefined) => {
    const labels = new Map(known);
    for (const option of options) labels.set(option.value, option.label);
    setKnown(labels);
    onChange?.((Array.isArray(next) && next.length === 0 ? undefined : (next ?? undefined)) as V | undefined);
  };

  return (
    <Select<number | number[]>
      {...props}
      mode={multiple ? 'multiple' : undefined}
      showSearch={{ filterOption: filterWhileSearching(name, term, found.isPlaceholderData), onSearch: setName }}
      allowClear
      value={value ?? undefined}
      onChange={change}
      onOpenChange={(open) => open && setOpened(true)}
      options={options}
      loading={found.isFetching}
      placeholder={props.placeholder ?? t('cases.member.placeholder')}
    />
  );
}
