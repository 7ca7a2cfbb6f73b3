import { PlusOutlined } from '@ant-design/icons';
import type { MenuNode, RoleOption } from '@proposal-desk/shared';
import { Button, Card, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteMenu, fetchMenus, fetchRoleChoices } from '../../../api/menus';
import { MenuFormDialog, type MenuEditing } from './MenuFormDialog';
import { MenuTable } from './MenuTable';
import { useListWrite } from '../../../components/list';
import { useExpandedTree } from '../common/use-expanded-tree';

const NO_ROLES: RoleOption[] = [];

/** `/setting/menuManagement`: the route tree the server hands out, with add, edit and delete (admin only). */
export default function MenuManagement() {
  const { t } = useTranslation();
  const { tree, loading, expanded, setExpanded, reload } = useExpandedTree(['menus'], fetchMenus);
  const roles = useQuery({ queryKey: ['options', 'roles'], queryFn: async () => (await fetchRoleChoices()).data }).data ?? NO_ROLES;
  const [editing, setEditing] = useState<MenuEditing>({ kind: 'closed' });

  const remove = useListWrite({ reload }, (node: MenuNode) => deleteMenu(node.id));

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
        onDelete={(node) => void remove(node)}
      />
      <MenuFormDialog editing={editing} tree={tree} roles={roles} onClose={() => setEditing({ kind: 'closed' })} onSaved={reload} />
    </Card>
  );
}
