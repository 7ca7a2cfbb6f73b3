import { CheckCircleOutlined, FileExcelOutlined, FilePdfOutlined, FileWordOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadReport, type ReportFileFormat, type ReportQuery } from '../../api/reports';
import { recordUnexpected } from '../../components/error-log/collect-error';

export interface ReportActionsProps {
  id: string;
  /** The Chinese title a file is named after when the server gives it no name. */
  fileTitle: string;
  query: ReportQuery;
  /** Nothing to print yet (no data, or a document without its case). */
  disabled: boolean;
  /** The report is also offered as an editable Word document. */
  word?: boolean;
  /** More actions beside the downloads (a letter's batch run). */
  extra?: ReactNode;
}

/** How the last download ended: the file saved, or cancelled while it waited. */
type Outcome = { kind: 'downloaded'; name: string } | { kind: 'cancelled' };

/**
 * 打印 / 下载PDF / 下载Excel; a download keeps its button loading until the file has arrived. When the
 * server is busy the download waits its turn, saying so beside a 取消下载 button; closing the page cancels it.
 * How the download ended (已下载 …, 已取消下载) is said in the same place beside the buttons, one line that
 * the next download replaces: like the app's other downloads it needs no toast, and a toast would linger
 * over the parameter fields of the next report opened.
 */
export function ReportActions({ id, fileTitle, query, disabled, word, extra }: ReportActionsProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<ReportFileFormat | null>(null);
  const [queued, setQueued] = useState<{ seconds: number; retry: number } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const download = useRef<AbortController | null>(null);
  useEffect(() => () => download.current?.abort(), []);

  const fetchFile = async (format: ReportFileFormat) => {
    const controller = new AbortController();
    download.current = controller;
    setBusy(format);
    setOutcome(null);
    try {
      const saved = await downloadReport(id, format, fileTitle, query, {
        signal: controller.signal,
        onWait: (seconds, retry) => setQueued({ seconds, retry }),
      });
      setOutcome({ kind: 'downloaded', name: saved });
    } catch (error) {
      // request.ts has already shown the server's message; a cancelled download needs none.
      recordUnexpected(error);
    } finally {
      if (download.current === controller) download.current = null;
      setQueued(null);
      setBusy(null);
    }
  };

  const cancel = () => {
    download.current?.abort();
    setOutcome({ kind: 'cancelled' });
  };

  return (
    <Space wrap>
      <Button icon={<PrinterOutlined />} disabled={disabled} onClick={() => window.print()}>
        {t('reports.page.print')}
      </Button>
      <Button
        className="report-download-pdf"
        type="primary"
        icon={<FilePdfOutlined />}
        disabled={disabled || (busy !== null && busy !== 'pdf')}
        loading={busy === 'pdf'}
        onClick={() => void fetchFile('pdf')}
      >
        {t('reports.page.pdf')}
      </Button>
      <Button
        className="report-download-xlsx"
        icon={<FileExcelOutlined />}
        disabled={disabled || (busy !== null && busy !== 'xlsx')}
        loading={busy === 'xlsx'}
        onClick={() => void fetchFile('xlsx')}
      >
        {t('reports.page.xlsx')}
      </Button>
      {word ? (
        <Button
          className="report-download-docx"
          icon={<FileWordOutlined />}
          disabled={disabled || (busy !== null && busy !== 'docx')}
          loading={busy === 'docx'}
          onClick={() => void fetchFile('docx')}
        >
          {t('reports.page.docx')}
        </Button>
      ) : null}
      {extra}
      <span role="status" className="report-download-status">
        {queued ? (
          <Space>
            <Typography.Text>{t('reports.page.queued', queued)}</Typography.Text>
            <Button size="small" onClick={cancel}>
              {t('reports.page.cancel')}
            </Button>
          </Space>
        ) : outcome?.kind === 'downloaded' ? (
          <Typography.Text type="success">
            <CheckCircleOutlined aria-hidden /> {t('reports.page.downloaded', { name: outcome.name })}
          </Typography.Text>
        ) : outcome?.kind === 'cancelled' ? (
          <Typography.Text type="secondary">{t('reports.page.cancelled')}</Typography.Text>
        ) : null}
      </span>
    </Space>
  );
}
