import type { MenuNode, RoleRow } from '@proposal-desk/shared';
import { Alert, App, Modal, Spin, Tree } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchMenuTree, fetchRoleMenuIds, saveRoleMenus } from '../../../api/roles';
import { useMenuTitle } from '../../../layouts/use-menu';
import { checkedLeaves, menuIdsToSave, toMenuTreeData } from './menu-tree-data';

interface RoleMenusDialogProps {
  role: RoleRow | null;
  onClose(): void;
}

/** The menus a role sees, as a checkbox tree of the whole menu tree; saving replaces them. */
export function RoleMenusDialog({ role, onClose }: RoleMenusDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const translate = useMenuTitle();
  const [menus, setMenus] = useState<MenuNode[] | null>(null);
  const [checked, setChecked] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!role) return;
    setMenus(null);
    let live = true;
    void Promise.all([fetchMenuTree(), fetchRoleMenuIds(role.id)]).then(
      ([tree, granted]) => {
        if (!live) return;
        setMenus(tree.data);
        setChecked(checkedLeaves(tree.data, granted.data));
      },
      () => live && onClose(),
    );
    return () => {
      live = false;
    };
  }, [role, onClose]);

  const treeData = useMemo(() => (menus ? toMenuTreeData(menus, translate) : []), [menus, translate]);

  async function save() {
    if (!role) return;
    setSaving(true);
    try {
      const res = await saveRoleMenus(role.id, menuIdsToSave(menus ?? [], checked));
      void message.success(res.msg);
      onClose();
    } catch {
      // The request layer has shown the server's message.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={role !== null}
      title={t('settingUsers.roles.menusTitle', { name: role?.title ?? '' })}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('common.save')}
      confirmLoading={saving}
      okButtonProps={{ disabled: menus === null }}
      destroyOnHidden
      width={560}
    >
      <Alert type="info" showIcon title={t('settingUsers.roles.menusHint')} style={{ marginBottom: 12 }} />
      {menus === null ? (
        <Spin />
      ) : (
        <Tree<(typeof treeData)[number]>
          checkable
          defaultExpandAll
          treeData={treeData}
          checkedKeys={checked}
          onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(Number))}
          style={{ maxHeight: 480, overflow: 'auto' }}
        />
      )}
    </Modal>
  );
}
