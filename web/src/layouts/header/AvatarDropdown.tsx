import { DownOutlined, KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown, type MenuProps, message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ChangePasswordDialog } from '../../components/dialogs/ChangePasswordDialog';
import { PersonalCenterDialog } from '../../components/dialogs/PersonalCenterDialog';
import { useUserStore } from '../../stores/user';
import { useMenuFocus } from '../use-menu-focus';

type OpenDialog = 'none' | 'personal' | 'password';

/** The user's name and avatar, with personal centre, change password and logout. */
export function AvatarDropdown() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const username = useUserStore((s) => s.username);
  const avatar = useUserStore((s) => s.avatar);
  const [dialog, setDialog] = useState<OpenDialog>('none');
  const { trigger, onOpenChange } = useMenuFocus();

  const handleLogout = async () => {
    try {
      await useUserStore.getState().logout();
    } finally {
      void message.success(t('shell.logoutSuccess'));
      void navigate('/login');
    }
  };

  const items: MenuProps['items'] = [
    { key: 'personal', icon: <UserOutlined />, label: t('shell.personalCenter') },
    { key: 'password', icon: <KeyOutlined />, label: t('shell.changePassword') },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('shell.logout') },
  ];

  const handleClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') return void handleLogout();
    // The dialog gives the focus back to what held it when it opened: the avatar, not the menu item that
    // is gone by the time the dialog closes. Moved once the key that chose the item has been handled: the
    // avatar would otherwise take the same Enter as a click.
    window.setTimeout(() => {
      trigger.current?.focus();
      setDialog(key === 'password' ? 'password' : 'personal');
    });
  };

  const handleClose = () => setDialog('none');
  return (
    <>
      {/* A real button, so Enter and Space open the menu (antd opens it on click) and the menu takes the focus. */}
      <Dropdown menu={{ items, onClick: handleClick }} placement="bottomRight" trigger={['click']} autoFocus onOpenChange={onOpenChange}>
        <button ref={trigger} type="button" className="vab-avatar" aria-haspopup="menu">
          <Avatar size="small" src={avatar} alt="" />
          <span className="vab-username">{username}</span>
          <DownOutlined />
        </button>
      </Dropdown>
      <PersonalCenterDialog open={dialog === 'personal'} onClose={handleClose} />
      <ChangePasswordDialog open={dialog === 'password'} onClose={handleClose} />
    </>
  );
}
