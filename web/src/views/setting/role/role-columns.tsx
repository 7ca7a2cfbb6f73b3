import { ADMIN_ROLE, ROLE_ABILITIES, type Language, type RoleRow } from '@proposal-desk/shared';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { sortable } from '../../../components/list';
import { actionsColumn } from '../../../components/table/row-actions';

export interface RoleRowActions {
  edit(role: RoleRow): void;
  menus(role: RoleRow): void;
  remove(role: RoleRow): void;
}

const abilityLabel = (value: string, lang: Language) => ROLE_ABILITIES.find((ability) => ability.value === value)?.[lang] ?? value;

/** The columns of the role table; sortable ones are sorted by the server. */
export function roleColumns(t: TFunction, lang: Language, actions: RoleRowActions): ColumnsType<RoleRow> {
  const c = (key: string) => t(`settingUsers.roles.columns.${key}`);
  return [
    { title: c('code'), ...sortable('code') },
    { title: c('name'), ...sortable('name') },
    { title: c('title'), ...sortable('title') },
    { title: c('description'), dataIndex: 'description', key: 'description', ellipsis: true },
    { title: c('level'), key: 'level', render: (_value, role) => `${role.level} · ${t(`settingUsers.roles.levels.${role.level}`)}` },
    { title: c('userCount'), ...sortable('userCount') },
    {
      title: c('abilities'),
      key: 'abilities',
      render: (_value, role) => role.abilities.map((ability) => <Tag key={ability}>{abilityLabel(ability, lang)}</Tag>),
    },
    actionsColumn(t('settingUsers.actions'), (role) => [
      { label: t('settingUsers.edit'), onClick: () => actions.edit(role) },
      { label: t('settingUsers.roles.menus'), onClick: () => actions.menus(role) },
      { label: t('settingUsers.delete'), danger: true, hidden: role.name === ADMIN_ROLE, onClick: () => actions.remove(role) },
    ]),
  ];
}
