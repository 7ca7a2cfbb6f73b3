import { USER_STATES } from '@proposal-desk/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { fetchUsers } from '../../api/users';
import { useDebounced } from '../../components/list/use-debounced';
import { filterWhileSearching } from '../../components/form/server-search';

const SEARCH_DEBOUNCE_MS = 400;

/** Picks an enabled user by name or user name (searched on the server). */
export function UserPicker({
  id,
  value,
  onChange,
  initialLabel,
}: {
  id?: string;
  value?: number;
  onChange?: (id: number) => void;
  initialLabel?: string;
}) {
  const [keyword, setKeyword] = useState('');
  const term = useDebounced(keyword, SEARCH_DEBOUNCE_MS);
  const { data, isPlaceholderData } = useQuery({
    queryKey: ['userPicker', term],
    queryFn: ({ signal }) => fetchUsers({ keyword: term || undefined, state: USER_STATES.ENABLED, pageIndex: 1, pageSize: 20 }, signal),
    placeholderData: keepPreviousData,
  });
  const options = (data?.data.rows ?? []).map((u) => ({ value: u.user_ID, label: `${u.staff_Name}（${u.username}）` }));
  // The chosen user keeps its name while the search shows others.
  if (value && initialLabel && !options.some((option) => option.value === value)) options.unshift({ value, label: initialLabel });

  return (
    <Select
      id={id}
      showSearch={{ filterOption: filterWhileSearching(keyword, term.trim(), isPlaceholderData), onSearch: setKeyword }}
      value={value}
      onChange={onChange}
      options={options}
    />
  );
}
