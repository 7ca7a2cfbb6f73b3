import { Button, Space } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { BlockedAction } from './BlockedAction';
import { DeleteConfirmButton } from './DeleteConfirmButton';

/** A link of a row's actions cell; one with `confirm` asks first (a delete, class `row-delete`). */
export interface RowAction {
  label: string;
  onClick(): void;
  className?: string;
  danger?: boolean;
  /** The confirmation's title and question, e.g. 确认删除 / 确定删除“张三”吗？ */
  confirm?: { title: string; description: string };
  /** Left out for this row (e.g. no disabling one's own account). */
  hidden?: boolean;
  /** Shown but disabled for this row, with the reason as its tooltip (e.g. a department that still has people). */
  blockedReason?: string;
}

function RowActions({ actions }: { actions: RowAction[] }) {
  return (
    <Space size={0} wrap>
      {actions
        .filter((action) => !action.hidden)
        .map(({ label, onClick, className, danger, confirm, blockedReason }) =>
          confirm ? (
            <DeleteConfirmButton
              key={label}
              title={confirm.title}
              description={confirm.description}
              label={label}
              onConfirm={onClick}
              blockedReason={blockedReason}
            />
          ) : blockedReason ? (
            <BlockedAction key={label} label={label} reason={blockedReason} className={className} danger={danger} />
          ) : (
            <Button key={label} type="link" size="small" className={className} danger={danger} onClick={onClick}>
              {label}
            </Button>
          ),
        )}
    </Space>
  );
}

/** The table's last column, fixed right: each row's action links. */
export function actionsColumn<R>(title: string, actionsOf: (row: R) => RowAction[], width?: number): ColumnType<R> {
  return { title, key: 'actions', width, fixed: 'right', render: (_value, row: R) => <RowActions actions={actionsOf(row)} /> };
}
