import TableMeasureRowContext from 'antd/es/table/TableMeasureRowContext';
import { type ReactNode, useContext } from 'react';

/**
 * A selectable table's "select all" header checkbox, once. antd draws every column title a second time in a
 * hidden row it measures widths with (`aria-hidden`): a checkbox there is a focusable element inside
 * aria-hidden content (axe's aria-hidden-focus, serious). There it is a blank of the same width.
 * Use as `rowSelection.columnTitle`.
 */
export function selectAllTitle(checkbox: ReactNode): ReactNode {
  return <SelectAllTitle checkbox={checkbox} />;
}

function SelectAllTitle({ checkbox }: { checkbox: ReactNode }) {
  const measuring = useContext(TableMeasureRowContext);
  return measuring ? <span style={{ display: 'inline-block', width: 16 }} /> : checkbox;
}
