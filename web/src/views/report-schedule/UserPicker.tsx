import { API_PATHS, type Paged, type UserRow } from '@proposal-desk/shared';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { apiPath, request } from '../../api/request';

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
  const [options, setOptions] = useState<{ value: number; label: string }[]>(value && initialLabel ? [{ value, label: initialLabel }] : []);

  useEffect(() => {
    const timer = setTimeout(() => {
      void request<Paged<UserRow>>({
        url: apiPath(API_PATHS.userList),
        method: 'GET',
        params: { keyword: keyword || undefined, state: 1, pageSize: 20 },
      }).then((res) => setOptions(res.data.rows.map((u) => ({ value: u.user_ID, label: `${u.staff_Name}（${u.username}）` }))));
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [keyword]);

  return <Select id={id} showSearch={{ filterOption: false, onSearch: setKeyword }} value={value} onChange={onChange} options={options} />;
}
