import { USER_SORT_FIELDS, type UserRow } from '@proposal-desk/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchUsers } from '../../../api/users';
import { languageOf } from '../../../components/dialogs/use-message-text';
import { ListPage, pageParams, usePagedList } from '../../../components/list';
import { columnsWidth } from '../../../components/table/column-widths';
import { useUserStore } from '../../../stores/user';
import { userColumns } from './user-columns';
import { USER_FILTERS, userFilterFields } from './user-filters';
import { UserFormDialog } from './UserFormDialog';
import { useUserActions } from './use-user-actions';
import { useUserOptions } from './use-user-options';

type Editing = { user?: UserRow } | null;

/** Settings → users (admin only): server-paged, filtered and sorted list with the account actions. */
export default function UserManagement() {
  const { t, i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  const { roles, departments } = useUserOptions();
  const list = usePagedList({
    key: 'users',
    filters: USER_FILTERS,
    sortFields: USER_SORT_FIELDS,
    fetchPage: (query, signal) => fetchUsers(pageParams(query), signal),
  });
  const filterFields = userFilterFields(t, lang, roles, departments);
  const reload = () => void list.reload();
  const actions = useUserActions(reload);
  const [editing, setEditing] = useState<Editing>(null);
  const selfId = useUserStore((s) => s.userInfo?.user_ID);

  const columns = userColumns(t, lang, { ...actions, edit: (user) => setEditing({ user }) }, selfId);

  const add = { label: t('settingUsers.add'), onClick: () => setEditing({}) };

  return (
    <ListPage list={list} filters={filterFields} add={add} table={{ rowKey: 'user_ID', columns, scrollX: columnsWidth(columns) }}>
      <UserFormDialog
        open={editing !== null}
        user={editing?.user}
        roles={roles}
        departments={departments}
        onClose={() => setEditing(null)}
        onSaved={({ data: saved, msg }) => {
          if (saved.password) actions.showPassword(saved, saved.password, msg);
          reload();
        }}
      />
    </ListPage>
  );
}
