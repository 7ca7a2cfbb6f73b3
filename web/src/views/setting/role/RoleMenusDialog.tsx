import type { MenuNode, RoleRow } from '@proposal-desk/shared';
import { Alert, Form, Spin, Tree } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchMenuTree, fetchRoleMenuIds, saveRoleMenus } from '../../../api/roles';
import { FormDialog } from '../../../components/form/FormDialog';
import { useMenuTitle } from '../../../layouts/use-menu';
import { assignableMenus, checkedLeaves, menuIdsToSave, toMenuTreeData } from './menu-tree-data';

interface RoleMenusDialogProps {
  role: RoleRow | null;
  onClose(): void;
}

interface Granted {
  menus: MenuNode[];
  checked: number[];
}

interface RoleMenusValues {
  checked: number[];
}

/** The keys a checkbox tree reports as checked, as numbers. */
const checkedKeysOf = (keys: Key[] | { checked: Key[] }) => (Array.isArray(keys) ? keys : keys.checked).map(Number);

/** The menus a role sees, as a checkbox tree of the whole menu tree; saving replaces them. */
export function RoleMenusDialog({ role, onClose }: RoleMenusDialogProps) {
  const { t } = useTranslation();
  const translate = useMenuTitle();
  const answer = useQuery({
    queryKey: ['roleMenus', role?.id],
    queryFn: async ({ signal }): Promise<Granted> => {
      const [tree, ids] = await Promise.all([fetchMenuTree(signal), fetchRoleMenuIds(role?.id as number, signal)]);
      const menus = assignableMenus(tree.data);
      return { menus, checked: checkedLeaves(menus, ids.data) };
    },
    enabled: role !== null,
  });
  // A reopened dialog waits for the grants as they are now, never shows the ones it loaded before.
  const granted = answer.isFetching ? null : (answer.data ?? null);
  const failed = answer.isError && !answer.isFetching;

  useEffect(() => {
    if (failed) onClose();
  }, [failed, onClose]);

  const treeData = useMemo(() => (granted ? toMenuTreeData(granted.menus, translate) : []), [granted, translate]);
  const submit = ({ checked }: RoleMenusValues) =>
    role && granted
      ? saveRoleMenus(role.id, menuIdsToSave(granted.menus, checked))
      : Promise.reject(new Error('The menus have not loaded'));

  return (
    <FormDialog<RoleMenusValues>
      name="roleMenusForm"
      open={role !== null}
      title={t('settingUsers.roles.menusTitle', { name: role?.title ?? '' })}
      width={560}
      ready={granted !== null}
      initialValues={{ checked: granted?.checked ?? [] }}
      submit={submit}
      onClose={onClose}
    >
      <Alert type="info" showIcon title={t('settingUsers.roles.menusHint')} style={{ marginBottom: 12 }} />
      {granted === null ? (
        <Spin />
      ) : (
        <Form.Item name="checked" valuePropName="checkedKeys" trigger="onCheck" getValueFromEvent={checkedKeysOf} noStyle>
          <Tree<(typeof treeData)[number]> checkable defaultExpandAll treeData={treeData} />
        </Form.Item>
      )}
    </FormDialog>
  );
}
