import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteDepartment, fetchDepartments } from '../../../api/departments';
import { DepartmentDialog, type DepartmentEditing, type DepartmentRef } from './DepartmentDialog';
import { DepartmentTable } from './DepartmentTable';
import { useListWrite } from '../../../components/list';
import { useExpandedTree } from '../common/use-expanded-tree';

/** `/setting/departmentManagement`: the department tree with add child, rename, move and delete (admin only). */
export default function DepartmentManagement() {
  const { t } = useTranslation();
  const { tree, loading, expanded, setExpanded, reload } = useExpandedTree(['options', 'departments'], fetchDepartments);
  const [editing, setEditing] = useState<DepartmentEditing>({ kind: 'closed' });

  const remove = useListWrite({ reload }, (node: DepartmentRef) => deleteDepartment(node.id));

  return (
    <Card className="department-management">
      <Space style={{ marginBottom: 12 }}>
        <Button
          type="primary"
          className="department-add"
          icon={<PlusOutlined />}
          onClick={() => setEditing({ kind: 'add', parentId: null })}
        >
          {t('settingTrees.department.addTop')}
        </Button>
      </Space>
      <DepartmentTable
        tree={tree}
        loading={loading}
        expanded={expanded}
        onExpand={setExpanded}
        onAddChild={(node) => setEditing({ kind: 'add', parentId: node.id })}
        onRename={(node) => setEditing({ kind: 'rename', node })}
        onMove={(node) => setEditing({ kind: 'move', node })}
        onDelete={(node) => void remove(node)}
      />
      <DepartmentDialog editing={editing} tree={tree} onClose={() => setEditing({ kind: 'closed' })} onSaved={reload} />
    </Card>
  );
}
