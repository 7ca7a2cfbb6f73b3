import { Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchMembers } from '../../../api/members';
import { fetchProfile } from '../../../api/profile';

interface MemberOption {
  value: number;
  label: string;
}

interface MemberPickerProps {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** The edited user, whose current profile gives the initial label. */
  userId?: number;
}

const labelOf = (name: string, group: string) => (group ? `${name}（${group}）` : name);

/** Picks a delegate / member profile by name, searched on the server. */
export function MemberPicker({ id, value, onChange, userId }: MemberPickerProps) {
  const { t } = useTranslation();
  const [options, setOptions] = useState<MemberOption[]>([]);
  const [searching, setSearching] = useState(false);
  const latest = useRef(0);

  useEffect(() => {
    if (!userId || !value) return;
    void fetchProfile(userId).then((res) => {
      if (res.data) setOptions([{ value: res.data.hR_ID, label: labelOf(res.data.staff_Name, res.data.dlG_Name) }]);
    });
  }, [userId, value]);

  async function search(name: string) {
    const ticket = ++latest.current;
    setSearching(true);
    try {
      const res = await fetchMembers({ Staff_Name: name.trim() || undefined }, 1, 20);
      if (ticket === latest.current)
        setOptions(res.data.rows.map((row) => ({ value: row.hR_ID, label: labelOf(row.staff_Name, row.dlG_Name) })));
    } finally {
      if (ticket === latest.current) setSearching(false);
    }
  }

  return (
    <Select<number>
      id={id}
      showSearch={{ filterOption: false, onSearch: (name) => void search(name) }}
      allowClear
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      onOpenChange={(open) => open && options.length <= 1 && void search('')}
      options={options}
      loading={searching}
      placeholder={t('settingUsers.users.form.memberPlaceholder')}
    />
  );
}
