import { formatDateTime } from '../../utils/format-time';

/** A column the server sorts by: its key and data are the sort field (a ServerTable shows the list's sort on it). */
export const sortable = <F extends string>(field: F) => ({ key: field, dataIndex: field, sorter: true as const });

/** A moment (Beijing time, to the second) the server sorts by, such as the time a row was created. */
export const timeColumn = <F extends string>(title: string, field: F) => ({
  title,
  width: 170,
  render: formatDateTime,
  ...sortable(field),
});
