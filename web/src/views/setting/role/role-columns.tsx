import { ADMIN_ROLE, ROLE_ABILITIES, type Language, type RoleRow } from '@proposal-desk/shared';
import { Button, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { RoleListParams } from '../../../api/roles';
import { columnSortOrder } from '../../../components/table/table-sort';

export interface RoleRowActions {
  edit(role: RoleRow): void;
  menus(role: RoleRow): void;
  remove(role: RoleRow): void;
}

const abilityLabel = (value: string, lang: Language) => ROLE_ABILITIES.find((ability) => ability.value === value)?.[lang] ?? value;

/** The columns of the role table; sortable ones are sorted by the server. */
export function roleColumns(t: TFunction, lang: Language, params: RoleListParams, actions: RoleRowActions): ColumnsType<RoleRow> {
  const c = (key: string) => t(`settingUsers.roles.columns.${key}`);
  const sorted = (key: string) => ({ key, sorter: true, sortOrder: columnSortOrder(key, params.sortField, params.sortOrder) });
  return [
    { title: c('code'), dataIndex: 'code', ...sorted('code') },
    { title: c('name'), dataIndex: 'name', ...sorted('name') },
    { title: c('title'), dataIndex: 'title', ...sorted('title') },
    { title: c('description'), dataIndex: 'description', key: 'description', ellipsis: true },
    { title: c('level'), key: 'level', render: (_value, role) => `${role.level} · ${t(`settingUsers.roles.levels.${role.level}`)}` },
    { title: c('userCount'), dataIndex: 'userCount', ...sorted('userCount') },
    {
      title: c('abilities'),
      key: 'abilities',
      render: (_value, role) => role.abilities.map((ability) => <Tag key={ability}>{abilityLabel(ability, lang)}</Tag>),
    },
    {
      title: t('settingUsers.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_value, role) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => actions.edit(role)}>
            {t('settingUsers.edit')}
          </Button>
          <Button type="link" size="small" onClick={() => actions.menus(role)}>
            {t('settingUsers.roles.menus')}
          </Button>
          {role.name !== ADMIN_ROLE && (
            <Button type="link" size="small" danger onClick={() => actions.remove(role)}>
              {t('settingUsers.delete')}
            </Button>
          )}
        </Space>
      ),
    },
  ];
}
