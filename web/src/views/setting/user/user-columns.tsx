import { PASSWORD_STATUS, USER_STATES, USER_TYPES, type UserRow } from '@proposal-desk/shared';
import { Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { sortable } from '../../../components/list';
import { actionsColumn } from '../../../components/table/row-actions';

export interface UserRowActions {
  edit(user: UserRow): void;
  resetPassword(user: UserRow): void;
  toggleState(user: UserRow): void;
  remove(user: UserRow): void;
  issueLink(user: UserRow): void;
}

const typeKey = (type: number | null) => (type === USER_TYPES.NPC ? 'npc' : type === USER_TYPES.CPPCC ? 'cppcc' : 'office');

/** The columns of the user table; sortable ones are sorted by the server. One's own account cannot be disabled or deleted. */
export function userColumns(t: TFunction, actions: UserRowActions, selfId?: number): ColumnsType<UserRow> {
  const c = (key: string) => t(`settingUsers.users.columns.${key}`);
  return [
    { title: c('username'), ...sortable('username') },
    { title: c('name'), ...sortable('staff_Name') },
    { title: c('department'), ...sortable('dept_Name') },
    {
      title: c('roles'),
      key: 'roles',
      render: (_value, user) => user.roles.map((role) => <Tag key={role.id}>{role.title}</Tag>),
    },
    { title: c('type'), key: 'type', render: (_value, user) => t(`settingUsers.users.type.${typeKey(user.type)}`) },
    {
      title: c('state'),
      ...sortable('state'),
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
      ...sortable('last_Login'),
      render: (_value, user) => (user.last_Login ? dayjs(user.last_Login).format('YYYY-MM-DD HH:mm') : c('never')),
    },
    actionsColumn(t('settingUsers.actions'), (user) => {
      const enabled = user.state === USER_STATES.ENABLED;
      const own = user.user_ID === selfId;
      return [
        { label: t('settingUsers.edit'), onClick: () => actions.edit(user) },
        { label: t('settingUsers.users.actions.resetPwd'), onClick: () => actions.resetPassword(user) },
        {
          label: t(`settingUsers.users.actions.${enabled ? 'disable' : 'enable'}`),
          danger: enabled,
          hidden: own,
          onClick: () => actions.toggleState(user),
        },
        {
          label: t('settingUsers.users.actions.loginLink'),
          hidden: user.hR_ID === null || !enabled,
          onClick: () => actions.issueLink(user),
        },
        { label: t('settingUsers.delete'), danger: true, hidden: own, onClick: () => actions.remove(user) },
      ];
    }),
  ];
}
