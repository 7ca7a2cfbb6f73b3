import { PASSWORD_STATUS, USER_STATES, USER_TYPES, type UserRow } from '@proposal-desk/shared';
import { Button, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { UserListParams } from '../../../api/users';
import { columnSortOrder } from '../../../components/table/table-sort';

export interface UserRowActions {
  edit(user: UserRow): void;
  resetPassword(user: UserRow): void;
  toggleState(user: UserRow): void;
  remove(user: UserRow): void;
  issueLink(user: UserRow): void;
}

const typeKey = (type: number | null) => (type === USER_TYPES.NPC ? 'npc' : type === USER_TYPES.CPPCC ? 'cppcc' : 'office');

/** The columns of the user table; sortable ones are sorted by the server. One's own account cannot be disabled or deleted. */
export function userColumns(t: TFunction, params: UserListParams, actions: UserRowActions, selfId?: number): ColumnsType<UserRow> {
  const c = (key: string) => t(`settingUsers.users.columns.${key}`);
  const sorted = (key: string) => ({ key, sorter: true, sortOrder: columnSortOrder(key, params.sortField, params.sortOrder) });
  return [
    { title: c('username'), dataIndex: 'username', ...sorted('username') },
    { title: c('name'), dataIndex: 'staff_Name', ...sorted('staff_Name') },
    { title: c('department'), dataIndex: 'dept_Name', ...sorted('dept_Name') },
    {
      title: c('roles'),
      key: 'roles',
      render: (_value, user) => user.roles.map((role) => <Tag key={role.id}>{role.title}</Tag>),
    },
    { title: c('type'), key: 'type', render: (_value, user) => t(`settingUsers.users.type.${typeKey(user.type)}`) },
    {
      title: c('state'),
      ...sorted('state'),
      render: (_value, user) => (
        <Space size={4} wrap>
          {user.state === USER_STATES.ENABLED ? (
            <Tag color="success">{t('settingUsers.users.state.enabled')}</Tag>
          ) : (
            <Tag color="error">{t('settingUsers.users.state.disabled')}</Tag>
          )}
          {user.pwd_Status === PASSWORD_STATUS.MUST_CHANGE && <Tag color="warning">{t('settingUsers.users.mustChange')}</Tag>}
        </Space>
      ),
    },
    {
      title: c('lastLogin'),
      ...sorted('last_Login'),
      render: (_value, user) => (user.last_Login ? dayjs(user.last_Login).format('YYYY-MM-DD HH:mm') : c('never')),
    },
    {
      title: t('settingUsers.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_value, user) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => actions.edit(user)}>
            {t('settingUsers.edit')}
          </Button>
          <Button type="link" size="small" onClick={() => actions.resetPassword(user)}>
            {t('settingUsers.users.actions.resetPwd')}
          </Button>
          {user.user_ID !== selfId && (
            <Button type="link" size="small" danger={user.state === USER_STATES.ENABLED} onClick={() => actions.toggleState(user)}>
              {t(`settingUsers.users.actions.${user.state === USER_STATES.ENABLED ? 'disable' : 'enable'}`)}
            </Button>
          )}
          {user.hR_ID !== null && user.state === USER_STATES.ENABLED && (
            <Button type="link" size="small" onClick={() => actions.issueLink(user)}>
              {t('settingUsers.users.actions.loginLink')}
            </Button>
          )}
          {user.user_ID !== selfId && (
            <Button type="link" size="small" danger onClick={() => actions.remove(user)}>
              {t('settingUsers.delete')}
            </Button>
          )}
        </Space>
      ),
    },
  ];
}
