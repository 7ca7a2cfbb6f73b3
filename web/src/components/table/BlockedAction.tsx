import { Button, Tooltip } from 'antd';

interface BlockedActionProps {
  label: string;
  /** Why the action is not open to this row: its tooltip, on hover and on keyboard focus. */
  reason: string;
  className?: string;
  danger?: boolean;
}

/**
 * A row's action link that is shown but disabled, saying why (e.g. a department that still has people
 * cannot be deleted). A disabled button gets no pointer or focus, so the tooltip hangs on a wrapper.
 */
export function BlockedAction({ label, reason, className, danger }: BlockedActionProps) {
  return (
    <Tooltip title={reason} trigger={['hover', 'focus']}>
      <span className="row-action-blocked" tabIndex={0} style={{ display: 'inline-block', cursor: 'not-allowed' }}>
        <Button
          type="link"
          size="small"
          className={className}
          danger={danger}
          disabled
          aria-description={reason}
          style={{ pointerEvents: 'none' }}
        >
          {label}
        </Button>
      </span>
    </Tooltip>
  );
}
