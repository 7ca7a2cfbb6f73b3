import { ROLE_SORT_FIELDS, RoleListQuery, type RoleRow } from '@proposal-desk/shared';
import { App } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteRole, fetchRoles } from '../../../api/roles';
import { languageOf } from '../../../components/dialogs/use-message-text';
import { type FilterField, type FiltersOf, ListPage, pageParams, useListWrite, usePagedList } from '../../../components/list';
import { columnsWidth } from '../../../components/table/column-widths';
import { roleColumns } from './role-columns';
import { RoleFormDialog } from './RoleFormDialog';
import { RoleMenusDialog } from './RoleMenusDialog';

const ROLE_FILTERS = RoleListQuery.pick({ keyword: true }).shape;
const ROLE_OPTIONS = [['options', 'roles']];

/** Settings → roles (admin only): code, name, level, users, abilities, and the menus each role sees. */
export default function RoleManagement() {
  const { t, i18n } = useTranslation();
  const { modal } = App.useApp();
  const list = usePagedList({
    key: 'roles',
    related: ROLE_OPTIONS,
    filters: ROLE_FILTERS,
    sortFields: ROLE_SORT_FIELDS,
    fetchPage: (query, signal) => fetchRoles(pageParams(query), signal),
  });
  const filterFields: FilterField<FiltersOf<typeof ROLE_FILTERS>>[] = [
    {
      kind: 'text',
      search: true,
      name: 'keyword',
      label: t('settingUsers.users.keyword'),
      placeholder: t('settingUsers.roles.keywordPlaceholder'),
    },
  ];
  const [editing, setEditing] = useState<{ role?: RoleRow } | null>(null);
  const [menusOf, setMenusOf] = useState<RoleRow | null>(null);
  const closeMenus = useCallback(() => setMenusOf(null), []);

  const deleteOne = useListWrite(list, (role: RoleRow) => deleteRole(role.id));
  const remove = (role: RoleRow) =>
    modal.confirm({
      content: t('settingUsers.roles.confirm.delete', { name: role.title }),
      okButtonProps: { danger: true },
      onOk: () => deleteOne(role),
    });

  const columns = roleColumns(t, languageOf(i18n.language), {
    edit: (role) => setEditing({ role }),
    menus: setMenusOf,
    remove,
  });

  const add = { label: t('settingUsers.add'), onClick: () => setEditing({}) };

  return (
    <ListPage list={list} filters={filterFields} add={add} table={{ rowKey: 'id', columns, scrollX: columnsWidth(columns) }}>
      <RoleFormDialog open={editing !== null} role={editing?.role} onClose={() => setEditing(null)} onSaved={list.reload} />
      <RoleMenusDialog role={menusOf} onClose={closeMenus} />
    </ListPage>
  );
}
