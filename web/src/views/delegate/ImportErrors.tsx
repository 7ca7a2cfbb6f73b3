import type { MemberImportError, MemberImportReport } from '@proposal-desk/shared';
import { Alert, Table } from 'antd';
import { useTranslation } from 'react-i18next';

/** The counts of an import and the table of its per-row errors. */
export function ImportErrors({ report }: { report: MemberImportReport }) {
  const { t } = useTranslation();
  const rejected = report.imported === 0 && report.invalid > 0;
  return (
    <>
      <Alert
        type={rejected ? 'error' : report.invalid > 0 ? 'warning' : 'success'}
        showIcon
        title={t('delegates.import.summary', {
          total: report.total,
          valid: report.valid,
          invalid: report.invalid,
          imported: report.imported,
        })}
        description={rejected ? t('delegates.import.rejected') : undefined}
        style={{ marginBottom: 12 }}
      />
      {report.errors.length > 0 && (
        <Table<MemberImportError>
          className="import-errors"
          size="small"
          rowKey={(e) => `${e.row}-${e.field}`}
          dataSource={report.errors}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          columns={[
            { title: t('delegates.import.row'), dataIndex: 'row', width: 70 },
            { title: t('delegates.import.field'), dataIndex: 'field', width: 150 },
            { title: t('delegates.import.message'), dataIndex: 'message' },
          ]}
        />
      )}
    </>
  );
}
