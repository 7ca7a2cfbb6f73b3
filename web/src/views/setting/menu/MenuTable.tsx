import type { MenuNode } from '@proposal-desk/shared';
import { Button, Space, Table, Tag, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { DeleteConfirmButton } from '../../../components/table/DeleteConfirmButton';
import { menuLabel } from './menu-tree';

interface MenuTableProps {
  tree: MenuNode[];
  loading: boolean;
  expanded: number[];
  onExpand(ids: number[]): void;
  onAddChild(node: MenuNode): void;
  onEdit(node: MenuNode): void;
  onDelete(node: MenuNode): void;
}

/** Entries with no children field, so leaves show no expander; the node itself rides along. */
type MenuRow = Omit<MenuNode, 'children'> & { node: MenuNode; children?: MenuRow[] };

const rowsOf = (nodes: MenuNode[]): MenuRow[] =>
  nodes.map((node) => {
    const { children, ...fields } = node;
    return children.length > 0 ? { ...fields, node, children: rowsOf(children) } : { ...fields, node };
  });

/** The route tree as a tree table with the actions of each entry. */
export function MenuTable(props: MenuTableProps) {
  const { t } = useTranslation();
  const title = (key: string) => t(`settingTrees.menu.columns.${key}`);

  const columns: TableProps<MenuRow>['columns'] = [
    { title: title('title'), key: 'title', width: 220, render: (_value, row) => menuLabel(row) },
    { title: title('path'), dataIndex: 'path', width: 200, ellipsis: true },
    { title: title('name'), dataIndex: 'name', width: 160, ellipsis: true },
    { title: title('component'), dataIndex: 'component', width: 160 },
    { title: title('redirect'), dataIndex: 'redirect', width: 200, ellipsis: true },
    {
      title: title('hidden'),
      dataIndex: 'hidden',
      width: 80,
      render: (hidden: boolean) => (hidden ? <Tag>{t('settingTrees.yes')}</Tag> : t('settingTrees.no')),
    },
    { title: title('sort'), dataIndex: 'sort', width: 70 },
    { title: title('roles'), key: 'roles', width: 160, render: (_value, row) => (row.meta.roles ?? []).join('、') },
    {
      title: t('settingTrees.actions'),
      key: 'actions',
      width: 230,
      fixed: 'right',
      render: (_value, row) => (
        <Space size={0}>
          <Button type="link" size="small" className="row-add-child" onClick={() => props.onAddChild(row.node)}>
            {t('settingTrees.menu.addChild')}
          </Button>
          <Button type="link" size="small" className="row-edit" onClick={() => props.onEdit(row.node)}>
            {t('settingTrees.edit')}
          </Button>
          <DeleteConfirmButton
            title={t('settingTrees.deleteTitle')}
            description={t('settingTrees.menu.deleteConfirm', { name: menuLabel(row) })}
            label={t('settingTrees.delete')}
            onConfirm={() => props.onDelete(row.node)}
          />
        </Space>
      ),
    },
  ];

  return (
    <Table<MenuRow>
      className="menu-table"
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rowsOf(props.tree)}
      loading={props.loading}
      pagination={false}
      scroll={{ x: 1400 }}
      expandable={{ expandedRowKeys: props.expanded, onExpandedRowsChange: (keys) => props.onExpand(keys.map(Number)) }}
    />
  );
}
