import type { ImportError, ImportReport } from '@proposal-desk/shared';
import { Alert, Table } from 'antd';
import { useTranslation } from 'react-i18next';

interface ImportErrorsProps {
  report: ImportReport;
  /** The i18n block of the texts (summary, rejected, row, field, message) and the values they take. */
  texts: string;
  values?: Record<string, string>;
}

/** The counts of an import and the table of its per-row errors. */
export function ImportErrors({ report, texts, values }: ImportErrorsProps) {
  const { t } = useTranslation();
  const text = (key: string, more?: Record<string, unknown>) => t(`${texts}.${key}`, { ...values, ...more });
  const rejected = report.imported === 0 && report.invalid > 0;
  return (
    <>
      <Alert
        type={rejected ? 'error' : report.invalid > 0 ? 'warning' : 'success'}
        showIcon
        title={text('summary', { total: report.total, valid: report.valid, invalid: report.invalid, imported: report.imported })}
        description={rejected ? text('rejected') : undefined}
        style={{ marginBottom: 12 }}
      />
      {report.errors.length > 0 && (
        <Table<ImportError>
          className="import-errors"
          size="small"
          rowKey={(e) => `${e.row}-${e.field}`}
          dataSource={report.errors}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          scroll={{ x: 480 }}
          columns={[
            { title: text('row'), dataIndex: 'row', width: 70 },
            { title: text('field'), dataIndex: 'field', width: 150 },
            { title: text('message'), dataIndex: 'message' },
          ]}
        />
      )}
    </>
  );
}
