import { ADMIN_ROLE, ROLE_ABILITIES, type Language, type RoleRow } from '@proposal-desk/shared';
import { Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { sortable } from '../../../components/list';
import { actionsColumn } from '../../../components/table/row-actions';

export interface RoleRowActions {
  edit(role: RoleRow): void;
  menus(role: RoleRow): void;
  remove(role: RoleRow): void;
}

/**
 * The columns' widths: together they fit the list at 1366 px with the side menu open, so 用户数 and 权限
 * stay clear of the fixed 操作 column (the abilities wrap); a narrower window scrolls the table sideways.
 */
export const ROLE_WIDTHS = {
  code: 70,
  name: 100,
  title: 110,
  description: 130,
  level: 150,
  userCount: 80,
  abilities: 240,
  actions: 180,
} as const;

const abilityLabel = (value: string, lang: Language) => ROLE_ABILITIES.find((ability) => ability.value === value)?.[lang] ?? value;

/** The columns of the role table; sortable ones are sorted by the server. */
export function roleColumns(t: TFunction, lang: Language, actions: RoleRowActions): ColumnsType<RoleRow> {
  const c = (key: string) => t(`settingUsers.roles.columns.${key}`);
  return [
    { title: c('code'), width: ROLE_WIDTHS.code, ...sortable('code') },
    { title: c('name'), width: ROLE_WIDTHS.name, ellipsis: true, ...sortable('name') },
    { title: c('title'), width: ROLE_WIDTHS.title, ellipsis: true, ...sortable('title') },
    { title: c('description'), dataIndex: 'description', key: 'description', width: ROLE_WIDTHS.description, ellipsis: true },
    {
      title: c('level'),
      key: 'level',
      width: ROLE_WIDTHS.level,
      render: (_value, role) => `${role.level} · ${t(`settingUsers.roles.levels.${role.level}`)}`,
    },
    { title: c('userCount'), width: ROLE_WIDTHS.userCount, ...sortable('userCount') },
    {
      title: c('abilities'),
      key: 'abilities',
      width: ROLE_WIDTHS.abilities,
      render: (_value, role) => (
        <Space size={[0, 4]} wrap>
          {role.abilities.map((ability) => (
            <Tag key={ability}>{abilityLabel(ability, lang)}</Tag>
          ))}
        </Space>
      ),
    },
    actionsColumn(
      t('settingUsers.actions'),
      (role) => [
        { label: t('settingUsers.edit'), onClick: () => actions.edit(role) },
        { label: t('settingUsers.roles.menus'), onClick: () => actions.menus(role) },
        { label: t('settingUsers.delete'), danger: true, hidden: role.name === ADMIN_ROLE, onClick: () => actions.remove(role) },
      ],
      ROLE_WIDTHS.actions,
    ),
  ];
}
