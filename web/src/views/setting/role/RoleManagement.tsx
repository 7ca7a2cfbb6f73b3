import { ROLE_SORT_FIELDS, type RoleRow } from '@proposal-desk/shared';
import { App, Button, Card, Input, Space, Table } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteRole, fetchRoles, type RoleListParams } from '../../../api/roles';
import { languageOf } from '../../../components/dialogs/use-message-text';
import { serverSortOf } from '../../../components/table/table-sort';
import { usePagedList } from '../common/use-paged-list';
import { roleColumns } from './role-columns';
import { RoleFormDialog } from './RoleFormDialog';
import { RoleMenusDialog } from './RoleMenusDialog';

/** Settings → roles (admin only): code, name, level, users, abilities, and the menus each role sees. */
export default function RoleManagement() {
  const { t, i18n } = useTranslation();
  const { modal, message } = App.useApp();
  const list = usePagedList<RoleListParams, RoleRow>(fetchRoles, { pageIndex: 1, pageSize: 20 });
  const [editing, setEditing] = useState<{ role?: RoleRow } | null>(null);
  const [menusOf, setMenusOf] = useState<RoleRow | null>(null);
  const closeMenus = useCallback(() => setMenusOf(null), []);

  const remove = (role: RoleRow) =>
    modal.confirm({
      content: t('settingUsers.roles.confirm.delete', { name: role.title }),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          const res = await deleteRole(role.id);
          void message.success(res.msg);
          void list.reload();
        } catch {
          // The request layer has shown the server's message (e.g. users still hold the role).
        }
      },
    });

  const columns = roleColumns(t, languageOf(i18n.language), list.params, {
    edit: (role) => setEditing({ role }),
    menus: setMenusOf,
    remove,
  });

  return (
    <Card>
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Space wrap>
          <Input.Search
            placeholder={t('settingUsers.roles.keywordPlaceholder')}
            allowClear
            enterButton={t('settingUsers.search')}
            onSearch={(keyword) => list.update({ keyword: keyword.trim() || undefined })}
            style={{ width: 320 }}
          />
          <Button type="primary" onClick={() => setEditing({})}>
            {t('settingUsers.add')}
          </Button>
        </Space>
        <Table<RoleRow>
          rowKey="id"
          columns={columns}
          dataSource={list.rows}
          loading={list.loading}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: list.params.pageIndex,
            pageSize: list.params.pageSize,
            total: list.total,
            showTotal: (total) => t('settingUsers.total', { total }),
          }}
          onChange={(pagination, _filters, sorter) =>
            list.update(
              { pageIndex: pagination.current ?? 1, pageSize: pagination.pageSize ?? 20, ...serverSortOf(sorter, ROLE_SORT_FIELDS) },
              true,
            )
          }
        />
      </Space>
      <RoleFormDialog
        open={editing !== null}
        role={editing?.role}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void list.reload();
        }}
      />
      <RoleMenusDialog role={menusOf} onClose={closeMenus} />
    </Card>
  );
}
