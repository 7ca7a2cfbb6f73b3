import type { DepartmentNode } from '@proposal-desk/shared';
import type { DepartmentRef } from './DepartmentDialog';
import { Button, Space, Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { DeleteConfirmButton } from '../../../components/table/DeleteConfirmButton';
import { departmentHoldings } from './department-tree';

interface DepartmentTableProps {
  tree: DepartmentNode[];
  loading: boolean;
  expanded: number[];
  onExpand(ids: number[]): void;
  onAddChild(node: DepartmentRef): void;
  onRename(node: DepartmentRef): void;
  onMove(node: DepartmentRef): void;
  onDelete(node: DepartmentRef): void;
}

/** Departments with no children field, so leaves show no expander. */
type DepartmentRow = Omit<DepartmentNode, 'children'> & { children?: DepartmentRow[] };

const rowsOf = (nodes: DepartmentNode[]): DepartmentRow[] =>
  nodes.map(({ children, ...node }) => (children.length > 0 ? { ...node, children: rowsOf(children) } : node));

/** The department tree as a tree table, with the actions of each department. */
export function DepartmentTable(props: DepartmentTableProps) {
  const { t } = useTranslation();
  const label = (key: string, values?: Record<string, unknown>) => t(`settingTrees.department.${key}`, values);
  /** Why a department cannot be deleted (it still has sub-departments, users or staff), or undefined. */
  const blockedReason = (row: DepartmentRow) => {
    const holdings = departmentHoldings(row);
    if (holdings.length === 0) return undefined;
    const what = holdings.map(({ kind, count }) => label(`holds.${kind}`, { count })).join(label('holds.separator'));
    return label('deleteBlocked', { what });
  };

  const columns: TableProps<DepartmentRow>['columns'] = [
    { title: label('columns.name'), dataIndex: 'name', key: 'name' },
    { title: label('columns.users'), dataIndex: 'userCount', width: 100 },
    { title: label('columns.staff'), dataIndex: 'staffCount', width: 100 },
    {
      title: t('settingTrees.actions'),
      key: 'actions',
      width: 300,
      render: (_value, row) => (
        <Space size={0}>
          <Button type="link" size="small" className="row-add-child" onClick={() => props.onAddChild(row)}>
            {label('addChild')}
          </Button>
          <Button type="link" size="small" className="row-rename" onClick={() => props.onRename(row)}>
            {label('rename')}
          </Button>
          <Button type="link" size="small" className="row-move" onClick={() => props.onMove(row)}>
            {label('move')}
          </Button>
          <DeleteConfirmButton
            title={t('settingTrees.deleteTitle')}
            description={t('settingTrees.department.deleteConfirm', { name: row.name })}
            label={t('settingTrees.delete')}
            onConfirm={() => props.onDelete(row)}
            blockedReason={blockedReason(row)}
          />
        </Space>
      ),
    },
  ];

  return (
    <Table<DepartmentRow>
      className="department-table"
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rowsOf(props.tree)}
      loading={props.loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      expandable={{ expandedRowKeys: props.expanded, onExpandedRowsChange: (keys) => props.onExpand(keys.map(Number)) }}
    />
  );
}
