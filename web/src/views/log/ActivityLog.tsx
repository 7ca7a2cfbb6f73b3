import { Card } from 'antd';
import { LogFilters } from './LogFilters';
import { LogTable } from './LogTable';
import { useActivityLog } from './use-activity-log';

/** `/log/activityLog`: who did what, when and from where, within the reader's scope. */
export default function ActivityLog() {
  const log = useActivityLog();
  return (
    <Card className="activity-log">
      <LogFilters onSearch={log.search} />
      <LogTable
        rows={log.rows}
        total={log.total}
        loading={log.loading}
        pageIndex={log.state.pageIndex}
        pageSize={log.state.pageSize}
        onPage={log.page}
        onSort={log.sort}
      />
    </Card>
  );
}
