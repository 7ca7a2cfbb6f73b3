import { FileZipOutlined } from '@ant-design/icons';
import type { LetterReportId } from '@proposal-desk/shared';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { createRun } from '../../api/report-runs';
import type { ReportQuery } from '../../api/reports';
import { recordUnexpected } from '../../components/error-log/collect-error';

const RUNS_PATH = '/report/reportRuns';

/**
 * 批量生成全部信函: a batch run writing the letter to every unit (交办函) or every submitter (一人一函) of the chosen
 * session and range, one PDF each in one ZIP; 报表任务 then shows its progress and its download.
 */
export function LetterBatchButton({ id, query, disabled }: { id: LetterReportId; query: ReportQuery; disabled: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const start = async () => {
    setStarting(true);
    try {
      const { unitId: _unit, memberId: _member, ...params } = query;
      await createRun({ letters: { id, params }, formats: 'pdf' });
      void navigate(RUNS_PATH);
    } catch (error) {
      // request.ts has shown the server's message.
      recordUnexpected(error);
    } finally {
      setStarting(false);
    }
  };
  return (
    <Button className="report-letters-batch" icon={<FileZipOutlined />} loading={starting} disabled={disabled} onClick={() => void start()}>
      {t('reports.page.allLetters')}
    </Button>
  );
}
