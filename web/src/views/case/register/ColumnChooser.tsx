import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CaseColumnKey, FIXED_COLUMN } from './case-columns';

interface ColumnChooserProps {
  columns: readonly { key: CaseColumnKey; title: string }[];
  shows(key: CaseColumnKey): boolean;
  toggle(key: CaseColumnKey): void;
}

/** 列设置: a menu of the columns, each ticked while shown; it stays open while the user ticks. */
export function ColumnChooser({ columns, shows, toggle }: ColumnChooserProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const items: MenuProps['items'] = columns.map(({ key, title }) => ({
    key,
    disabled: key === FIXED_COLUMN,
    label: (
      <Checkbox checked={shows(key)} disabled={key === FIXED_COLUMN} tabIndex={-1}>
        {title}
      </Checkbox>
    ),
  }));
  return (
    <Dropdown
      open={open}
      trigger={['click']}
      autoFocus
      onOpenChange={(next, info) => {
        // A tick (source 'menu') keeps the menu open; the button, Esc or a click elsewhere close it.
        if (info.source === 'trigger') setOpen(next);
      }}
      menu={{ items, onClick: ({ key }) => toggle(key as CaseColumnKey) }}
    >
      <Button icon={<SettingOutlined />} aria-haspopup="menu" aria-expanded={open}>
        {t('cases.register.columns')}
      </Button>
    </Dropdown>
  );
}
