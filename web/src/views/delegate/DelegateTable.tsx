import { labelOf, MEMBER_TYPES, type MemberProfile } from '@proposal-desk/shared';
import { Button, Space, Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { DeleteConfirmButton } from '../../components/table/DeleteConfirmButton';
import { serverTableChange } from '../../components/table/server-table-change';
import { formatDateTime } from '../../utils/format-time';
import type { SortField } from './use-delegate-list';

interface DelegateTableProps {
  rows: MemberProfile[];
  total: number;
  loading: boolean;
  pageIndex: number;
  pageSize: number;
  height: number;
  onPage(pageIndex: number, pageSize: number): void;
  onSort(field?: SortField, order?: 'asc' | 'desc'): void;
  onEdit(row: MemberProfile): void;
  onChangePlace(row: MemberProfile): void;
  onDelete(row: MemberProfile): void;
}

const SORTABLE: ReadonlySet<string> = new Set<SortField>(['staff_Name', 'dlG_Name', 'meet_Name', 'create_Time']);

/** The delegate table: server-side pages and sorting, one row of actions per person. */
export function DelegateTable(props: DelegateTableProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith('en') ? 'en' : 'zh';
  const title = (key: string) => t(`delegates.columns.${key}`);
  const sortable = (key: SortField) => ({ sorter: true, key });

  const columns: TableProps<MemberProfile>['columns'] = [
    { title: title('name'), dataIndex: 'staff_Name', width: 110, fixed: 'left', ...sortable('staff_Name') },
    { title: title('account'), dataIndex: 'case_ID', width: 110 },
    { title: title('session'), dataIndex: 'meet_Name', width: 200, ellipsis: true, ...sortable('meet_Name') },
    { title: title('group'), dataIndex: 'dlG_Name', width: 150, ellipsis: true, ...sortable('dlG_Name') },
    { title: title('type'), dataIndex: 'type', width: 100, render: (type: number) => labelOf(MEMBER_TYPES, String(type), lang) },
    { title: title('background'), dataIndex: 'backGround', width: 120 },
    { title: title('address'), dataIndex: 'address', width: 180, ellipsis: true },
    { title: title('mobile'), dataIndex: 'mobile', width: 130 },
    { title: title('remark'), dataIndex: 'remark', width: 160, ellipsis: true },
    { title: title('createTime'), dataIndex: 'create_Time', width: 170, render: formatDateTime, ...sortable('create_Time') },
    {
      title: title('actions'),
      key: 'actions',
      width: 190,
      fixed: 'right',
      render: (_value, row) => (
        <Space size={0}>
          <Button className="row-edit" type="link" size="small" onClick={() => props.onEdit(row)}>
            {t('delegates.actions.edit')}
          </Button>
          <Button className="row-change" type="link" size="small" onClick={() => props.onChangePlace(row)}>
            {t('delegates.actions.change')}
          </Button>
          <DeleteConfirmButton
            title={t('delegates.deleteTitle')}
            description={t('delegates.deleteConfirm', { name: row.staff_Name })}
            label={t('delegates.actions.delete')}
            onConfirm={() => props.onDelete(row)}
          />
        </Space>
      ),
    },
  ];

  const onChange = serverTableChange<MemberProfile, SortField>(SORTABLE, props);

  return (
    <Table<MemberProfile>
      rowKey="hR_ID"
      size="middle"
      columns={columns}
      dataSource={props.rows}
      loading={props.loading}
      scroll={{ x: 1500, y: props.height }}
      onChange={onChange}
      pagination={{
        current: props.pageIndex,
        pageSize: props.pageSize,
        total: props.total,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
        showTotal: (total) => t('delegates.total', { total }),
      }}
    />
  );
}
