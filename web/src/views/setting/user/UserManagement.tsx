import { USER_SORT_FIELDS, type UserRow } from '@proposal-desk/shared';
import { Button, Card, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchUsers, type UserListParams } from '../../../api/users';
import { useUserStore } from '../../../stores/user';
import { serverSortOf } from '../../../components/table/table-sort';
import { usePagedList } from '../common/use-paged-list';
import { userColumns } from './user-columns';
import { UserFilters } from './UserFilters';
import { UserFormDialog } from './UserFormDialog';
import { useUserActions } from './use-user-actions';
import { useUserOptions } from './use-user-options';

type Editing = { user?: UserRow } | null;

/** Settings → users (admin only): server-paged, filtered and sorted list with the account actions. */
export default function UserManagement() {
  const { t } = useTranslation();
  const { roles, departments } = useUserOptions();
  const list = usePagedList<UserListParams, UserRow>(fetchUsers, { pageIndex: 1, pageSize: 20 });
  const reload = () => void list.reload();
  const actions = useUserActions(reload);
  const [editing, setEditing] = useState<Editing>(null);
  const selfId = useUserStore((s) => s.userInfo?.user_ID);

  const columns = userColumns(t, list.params, { ...actions, edit: (user) => setEditing({ user }) }, selfId);

  return (
    <Card>
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <UserFilters roles={roles} departments={departments} onSearch={(filter) => list.update(filter)} />
        <div>
          <Button type="primary" onClick={() => setEditing({})}>
            {t('settingUsers.add')}
          </Button>
        </div>
        <Table<UserRow>
          rowKey="user_ID"
          columns={columns}
          dataSource={list.rows}
          loading={list.loading}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: list.params.pageIndex,
            pageSize: list.params.pageSize,
            total: list.total,
            showSizeChanger: true,
            showTotal: (total) => t('settingUsers.total', { total }),
          }}
          onChange={(pagination, _filters, sorter) =>
            list.update(
              { pageIndex: pagination.current ?? 1, pageSize: pagination.pageSize ?? 20, ...serverSortOf(sorter, USER_SORT_FIELDS) },
              true,
            )
          }
        />
      </Space>
      <UserFormDialog
        open={editing !== null}
        user={editing?.user}
        roles={roles}
        departments={departments}
        onClose={() => setEditing(null)}
        onSaved={(saved, serverMessage) => {
          setEditing(null);
          if (saved.password) actions.showPassword(saved, saved.password, serverMessage);
          reload();
        }}
      />
    </Card>
  );
}
