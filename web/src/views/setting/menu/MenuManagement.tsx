import { PlusOutlined } from '@ant-design/icons';
import type { MenuNode, RoleOption } from '@proposal-desk/shared';
import { Button, Card, message, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addMenu, deleteMenu, fetchMenus, fetchRoleChoices, updateMenu, type MenuFormValues } from '../../../api/menus';
import { MenuFormDialog, type MenuEditing } from './MenuFormDialog';
import { MenuTable } from './MenuTable';
import { useExpandedTree } from '../common/use-expanded-tree';

/** `/setting/menuManagement`: the route tree the server hands out, with add, edit and delete (admin only). */
export default function MenuManagement() {
  const { t } = useTranslation();
  const { tree, loading, expanded, setExpanded, reload } = useExpandedTree(fetchMenus);
  const [roles, setRoles] = useState<RoleOption[]>([]);
  const [editing, setEditing] = useState<MenuEditing>({ kind: 'closed' });

  useEffect(() => {
    fetchRoleChoices()
      .then(({ data }) => setRoles(data))
      .catch(() => undefined);
  }, []);

  const save = async (values: MenuFormValues) => {
    const answer = editing.kind === 'edit' ? await updateMenu(editing.node.id, values) : await addMenu(values);
    void message.success(answer.msg);
    setEditing({ kind: 'closed' });
    await reload();
  };

  const remove = async (node: MenuNode) => {
    const answer = await deleteMenu(node.id);
    void message.success(answer.msg);
    await reload();
  };

  return (
    <Card className="menu-management">
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" className="menu-add" icon={<PlusOutlined />} onClick={() => setEditing({ kind: 'add', parentId: null })}>
          {t('settingTrees.menu.addTop')}
        </Button>
      </Space>
      <MenuTable
        tree={tree}
        loading={loading}
        expanded={expanded}
        onExpand={setExpanded}
        onAddChild={(node) => setEditing({ kind: 'add', parentId: node.id })}
        onEdit={(node) => setEditing({ kind: 'edit', node })}
        onDelete={(node) => void remove(node).catch(() => undefined)}
      />
      <MenuFormDialog editing={editing} tree={tree} roles={roles} onSubmit={save} onClose={() => setEditing({ kind: 'closed' })} />
    </Card>
  );
}
