import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, message, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDepartment, deleteDepartment, fetchDepartments, updateDepartment } from '../../../api/departments';
import { DepartmentDialog, type DepartmentEditing, type DepartmentFormValues, type DepartmentRef } from './DepartmentDialog';
import { DepartmentTable } from './DepartmentTable';
import { useExpandedTree } from '../common/use-expanded-tree';
import { TOP_LEVEL } from './department-tree';

/** `/setting/departmentManagement`: the department tree with add child, rename, move and delete (admin only). */
export default function DepartmentManagement() {
  const { t } = useTranslation();
  const { tree, loading, expanded, setExpanded, reload } = useExpandedTree(fetchDepartments);
  const [editing, setEditing] = useState<DepartmentEditing>({ kind: 'closed' });

  const save = async (values: DepartmentFormValues) => {
    const parentId = values.parentId === undefined || values.parentId === TOP_LEVEL ? null : values.parentId;
    const name = values.name?.trim() ?? '';
    let answer;
    if (editing.kind === 'add') answer = await addDepartment(name, editing.parentId);
    else if (editing.kind === 'rename') answer = await updateDepartment(editing.node.id, { name });
    else if (editing.kind === 'move') answer = await updateDepartment(editing.node.id, { parent_ID: parentId });
    else return;
    void message.success(answer.msg);
    setEditing({ kind: 'closed' });
    await reload();
  };

  const remove = async (node: DepartmentRef) => {
    const answer = await deleteDepartment(node.id);
    void message.success(answer.msg);
    await reload();
  };

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
        onDelete={(node) => void remove(node).catch(() => undefined)}
      />
      <DepartmentDialog editing={editing} tree={tree} onSubmit={save} onClose={() => setEditing({ kind: 'closed' })} />
    </Card>
  );
}
