import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchMembers } from '../../../api/members';
import { memberProfileQuery } from '../../../components/dialogs/use-member-profile';
import { useDebounced } from '../../../components/list/use-debounced';
import { filterWhileSearching } from '../../../components/form/server-search';

interface MemberPickerProps {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** The edited user, whose current profile gives the initial label. */
  userId?: number;
}

const SEARCH_DEBOUNCE_MS = 300;
const labelOf = (name: string, group: string) => (group ? `${name}（${group}）` : name);

/** Picks a delegate / member profile by name, searched on the server once the list is first opened. */
export function MemberPicker({ id, value, onChange, userId }: MemberPickerProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [name, setName] = useState('');
  const term = useDebounced(name.trim(), SEARCH_DEBOUNCE_MS);
  const current = useQuery({ ...memberProfileQuery(userId), enabled: Boolean(userId && value) }).data;
  const found = useQuery({
    queryKey: ['memberPicker', term],
    queryFn: async ({ signal }) => (await fetchMembers({ Staff_Name: term || undefined }, 1, 20, signal)).data.rows,
    enabled: opened,
    placeholderData: keepPreviousData,
  });

  const options = (found.data ?? []).map((row) => ({ value: row.hR_ID, label: labelOf(row.staff_Name, row.dlG_Name) }));
  // The chosen profile keeps its name while the search shows others.
  if (current && current.hR_ID === value && !options.some((option) => option.value === value))
    options.unshift({ value: current.hR_ID, label: labelOf(current.staff_Name, current.dlG_Name) });

  return (
    <Select<number>
      id={id}
      showSearch={{ filterOption: filterWhileSearching(name, term, found.isPlaceholderData), onSearch: setName }}
      allowClear
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      onOpenChange={(open) => open && setOpened(true)}
      options={options}
      loading={found.isFetching}
      placeholder={t('settingUsers.users.form.memberPlaceholder')}
    />
  );
}
