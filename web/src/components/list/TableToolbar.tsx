import { ColumnHeightOutlined, FullscreenExitOutlined, FullscreenOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Dropdown, type MenuProps, Space, Tooltip } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ColumnChoice, DENSITIES, type Density } from './column-settings';

export interface TableToolbarProps {
  /** The columns the user can show or hide. */
  columns: readonly ColumnChoice[];
  hidden: readonly string[];
  /** The columns the list hides until shown: 重置 returns to them. */
  defaultHidden?: readonly string[];
  onToggleColumn(id: string): void;
  onResetColumns(): void;
  density: Density;
  onDensity(density: Density): void;
  fullWindow: boolean;
  onFullWindow(full: boolean): void;
}

/** A menu item's role and state, which antd passes on to the item but does not type. */
const checkable = (role: 'menuitemcheckbox' | 'menuitemradio', checked: boolean) => ({ role, 'aria-checked': checked }) as object;

/** An icon button named for screen readers and in a tooltip, in the current language. */
function IconButton({ label, icon, ...rest }: { label: string; icon: ReactNode; onClick?(): void; 'aria-expanded'?: boolean }) {
  return (
    <Tooltip title={label}>
      <Button type="text" aria-label={label} icon={icon} {...rest} />
    </Tooltip>
  );
}

/** 列设置: every column ticked while shown; it stays open while the user ticks, and 重置 shows them all. */
function ColumnSettings({ columns, hidden, defaultHidden = [], onToggleColumn, onResetColumns }: TableToolbarProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const shownCount = columns.filter((column) => !hidden.includes(column.id)).length;
  const items: MenuProps['items'] = [
    ...columns.map(({ id, title }) => {
      const shown = !hidden.includes(id);
      // The last column shown stays: a table of no columns helps no one.
      const last = shown && shownCount === 1;
      return {
        ...checkable('menuitemcheckbox', shown),
        key: `column:${id}`,
        disabled: last,
        // The item is the checkbox (its role and state); the box drawn in it is for the eye only.
        label: (
          <>
            <span aria-hidden>
              <Checkbox checked={shown} disabled={last} tabIndex={-1} style={{ marginInlineEnd: 8 }} />
            </span>
            {title}
          </>
        ),
      };
    }),
    { type: 'divider' as const },
    {
      key: 'reset',
      label: t('common.table.resetColumns'),
      disabled: hidden.length === defaultHidden.length && hidden.every((id) => defaultHidden.includes(id)),
    },
  ];
  const label = t('common.table.columns');
  return (
    <Dropdown
      open={open}
      trigger={['click']}
      autoFocus
      onOpenChange={(next, info) => {
        // A tick (source 'menu') keeps the menu open; the button, Esc or a click elsewhere close it.
        if (info.source === 'trigger') setOpen(next);
      }}
      menu={{
        'aria-label': label,
        items,
        onClick: ({ key }) => {
          if (key === 'reset') onResetColumns();
          else onToggleColumn(key.slice('column:'.length));
        },
      }}
    >
      <span>
        <IconButton label={label} icon={<SettingOutlined />} aria-expanded={open} />
      </span>
    </Dropdown>
  );
}

/** 密度: 宽松, 中等 or 紧凑 rows. */
function DensityMenu({ density, onDensity }: Pick<TableToolbarProps, 'density' | 'onDensity'>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const label = t('common.table.density');
  return (
    <Dropdown
      open={open}
      trigger={['click']}
      autoFocus
      onOpenChange={setOpen}
      menu={{
        'aria-label': label,
        selectable: true,
        selectedKeys: [density],
        items: DENSITIES.map((key) => ({ ...checkable('menuitemradio', key === density), key, label: t(`common.table.densities.${key}`) })),
        onClick: ({ key }) => {
          const chosen = DENSITIES.find((d) => d === key);
          if (chosen) onDensity(chosen);
          setOpen(false);
        },
      }}
    >
      <span>
        <IconButton label={label} icon={<ColumnHeightOutlined />} aria-expanded={open} />
      </span>
    </Dropdown>
  );
}

/**
 * The tools of a list table, as antd-pro users know them: column settings, density and full screen, each
 * an icon button with a name and a tooltip in the current language, all usable from the keyboard.
 */
export function TableToolbar(props: TableToolbarProps) {
  const { t } = useTranslation();
  const { fullWindow, onFullWindow } = props;
  const fullLabel = t(fullWindow ? 'common.table.exitFullScreen' : 'common.table.fullScreen');
  return (
    <Space size={4} role="toolbar" aria-label={t('common.table.tools')} className="list-table-toolbar">
      <DensityMenu density={props.density} onDensity={props.onDensity} />
      {props.columns.length > 0 ? <ColumnSettings {...props} /> : null}
      <IconButton
        label={fullLabel}
        icon={fullWindow ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        onClick={() => onFullWindow(!fullWindow)}
      />
    </Space>
  );
}
