import type { StaffRow } from '@proposal-desk/shared';
import { Button, Space, Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { DeleteConfirmButton } from '../../../components/table/DeleteConfirmButton';
import { serverTableChange } from '../../../components/table/server-table-change';
import type { StaffSortField } from '../../../api/staff';
import { formatDateTime } from '../../../utils/format-time';

interface StaffTableProps {
  rows: StaffRow[];
  total: number;
  loading: boolean;
  pageIndex: number;
  pageSize: number;
  onPage(pageIndex: number, pageSize: number): void;
  onSort(field?: StaffSortField, order?: 'asc' | 'desc'): void;
  onEdit(row: StaffRow): void;
  onDelete(row: StaffRow): void;
}

const SORTABLE: ReadonlySet<string> = new Set<StaffSortField>(['name', 'dept_Name', 'unit_Name', 'post', 'create_Time']);

/** The staff table: server-side pages and sorting, edit and delete per row. */
export function StaffTable(props: StaffTableProps) {
  const { t } = useTranslation();
  const title = (key: string) => t(`settingTrees.staff.columns.${key}`);
  const sortable = (key: StaffSortField) => ({ sorter: true, key });

  const columns: TableProps<StaffRow>['columns'] = [
    { title: title('name'), dataIndex: 'name', width: 120, fixed: 'left', ...sortable('name') },
    { title: title('department'), dataIndex: 'dept_Name', width: 140, ...sortable('dept_Name') },
    { title: title('unit'), dataIndex: 'unit_Name', width: 180, ellipsis: true, ...sortable('unit_Name') },
    { title: title('post'), dataIndex: 'post', width: 120, ...sortable('post') },
    { title: title('mobile'), dataIndex: 'mobile', width: 130 },
    { title: title('email'), dataIndex: 'email', width: 180, ellipsis: true },
    { title: title('remark'), dataIndex: 'remark', width: 160, ellipsis: true },
    { title: title('createTime'), dataIndex: 'create_Time', width: 170, render: formatDateTime, ...sortable('create_Time') },
    {
      title: t('settingTrees.actions'),
      key: 'actions',
      width: 140,
      fixed: 'right',
      render: (_value, row) => (
        <Space size={0}>
          <Button type="link" size="small" className="row-edit" onClick={() => props.onEdit(row)}>
            {t('settingTrees.edit')}
          </Button>
          <DeleteConfirmButton
            title={t('settingTrees.deleteTitle')}
            description={t('settingTrees.staff.deleteConfirm', { name: row.name })}
            label={t('settingTrees.delete')}
            onConfirm={() => props.onDelete(row)}
          />
        </Space>
      ),
    },
  ];

  const onChange = serverTableChange<StaffRow, StaffSortField>(SORTABLE, props);

  return (
    <Table<StaffRow>
      className="staff-table"
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={props.rows}
      loading={props.loading}
      scroll={{ x: 1300 }}
      onChange={onChange}
      pagination={{
        current: props.pageIndex,
        pageSize: props.pageSize,
        total: props.total,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
        showTotal: (total) => t('settingTrees.total', { total }),
      }}
    />
  );
}
