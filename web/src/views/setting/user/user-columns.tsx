import { type Language, PASSWORD_STATUS, roleTitleIn, USER_STATES, USER_TYPES, type UserRow } from '@proposal-desk/shared';
import { Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { sortable } from '../../../components/list';
import { actionsColumn } from '../../../components/table/row-actions';
import { formatMinute } from '../../../utils/format-time';

export interface UserRowActions {
  edit(user: UserRow): void;
  resetPassword(user: UserRow): void;
  toggleState(user: UserRow): void;
  remove(user: UserRow): void;
  issueLink(user: UserRow): void;
}

/**
 * The columns' widths: together they fit the list at 1366 px with the side menu open, so 最后登录 and
 * every other column stays clear of the fixed 操作 column; a narrower window scrolls the table sideways.
 */
export const USER_WIDTHS = {
  username: 110,
  name: 90,
  department: 120,
  roles: 130,
  type: 70,
  state: 130,
  lastLogin: 150,
  actions: 250,
} as const;

const typeKey = (type: number | null) => (type === USER_TYPES.NPC ? 'npc' : type === USER_TYPES.CPPCC ? 'cppcc' : 'none');

/**
 * The columns of the user table; sortable ones are sorted by the server. One's own account cannot be disabled
 * or deleted. A fixed role is named in the reader's language; a role an administrator made keeps its title.
 */
export function userColumns(t: TFunction, lang: Language, actions: UserRowActions, selfId?: number): ColumnsType<UserRow> {
  const c = (key: string) => t(`settingUsers.users.columns.${key}`);
  return [
    { title: c('username'), width: USER_WIDTHS.username, ellipsis: true, ...sortable('username') },
    { title: c('name'), width: USER_WIDTHS.name, ellipsis: true, ...sortable('staff_Name') },
    { title: c('department'), width: USER_WIDTHS.department, ellipsis: true, ...sortable('dept_Name') },
    {
      title: c('roles'),
      key: 'roles',
      width: USER_WIDTHS.roles,
      render: (_value, user) => user.roles.map((role) => <Tag key={role.id}>{roleTitleIn(role, lang)}</Tag>),
    },
    {
      title: c('type'),
      key: 'type',
      width: USER_WIDTHS.type,
      render: (_value, user) => t(`settingUsers.users.type.${typeKey(user.type)}`),
    },
    {
      title: c('state'),
      width: USER_WIDTHS.state,
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
      width: USER_WIDTHS.lastLogin,
      ...sortable('last_Login'),
      render: (_value, user) => (user.last_Login ? formatMinute(user.last_Login) : c('never')),
    },
    actionsColumn(
      t('settingUsers.actions'),
      (user) => {
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
      },
      USER_WIDTHS.actions,
    ),
  ];
}
