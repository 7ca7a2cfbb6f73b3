import { InboxOutlined } from '@ant-design/icons';
import type { Envelope, ImportMode, ImportReport } from '@proposal-desk/shared';
import { Button, message, Modal, Progress, Radio, Space, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportErrors } from './ImportErrors';
import { usePageActive } from '../../layouts/page-active';
import { recordUnexpected } from '../error-log/collect-error';

export interface ImportDialogProps {
  open: boolean;
  onClose(): void;
  /** Called after rows were written, so the list reloads. */
  onImported(): void;
  /**
   * The i18n block of the dialog's texts: title, hint, template, templateName, choose, start, validOnly,
   * summary, rejected, row, field, message (and modeAll, modeValid when `chooseMode`), each given `values`.
   */
  texts: string;
  values?: Record<string, string>;
  /** Saves the template under the given file name (without extension). */
  downloadTemplate(fileName: string): Promise<unknown>;
  /** Sends the file; the answer is the per-row report (nothing written in mode `all` when a row is bad). */
  runImport(file: File, mode: ImportMode, onProgress: (percent: number) => void): Promise<Envelope<ImportReport>>;
  /** Offers the mode before the import (all or nothing / only the valid rows); otherwise it starts with `all`. */
  chooseMode?: boolean;
}

/**
 * Import from an .xlsx: the whole file first (nothing written if any row is bad); with bad rows the
 * user sees each row's errors and may import the valid rows only.
 */
export function ImportDialog({ open, onClose, onImported, texts, values, downloadTemplate, runImport, chooseMode }: ImportDialogProps) {
  const { t } = useTranslation();
  // A kept-alive page's dialog hides with its page and comes back with it.
  const pageActive = usePageActive();
  const text = (key: string) => t(`${texts}.${key}`, values);
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [mode, setMode] = useState<ImportMode>('all');

  useEffect(() => {
    if (!open) return;
    setFile(null);
    setReport(null);
    setProgress(null);
    setMode('all');
  }, [open]);

  const run = async (chosen: ImportMode) => {
    if (!file) return;
    setProgress(0);
    try {
      const answer = await runImport(file, chosen, setProgress);
      setReport(answer.data);
      if (answer.data.imported > 0) {
        void message.success(answer.msg);
        onImported();
      }
    } catch (error) {
      // The request layer has shown why.
      recordUnexpected(error);
      setReport(null);
    } finally {
      setProgress(null);
    }
  };

  const busy = progress !== null;
  const canImportValid = report !== null && report.imported === 0 && report.valid > 0 && report.invalid > 0;
  const finished = report !== null && report.imported > 0;

  return (
    <Modal
      wrapClassName="import-modal"
      open={open && pageActive}
      title={text('title')}
      width={760}
      onCancel={onClose}
      footer={
        <Space>
          <Button onClick={onClose}>{t('common.close')}</Button>
          {canImportValid && (
            <Button className="import-valid-only" danger loading={busy} onClick={() => void run('validOnly')}>
              {text('validOnly')}
            </Button>
          )}
          <Button className="import-start" type="primary" disabled={!file || finished} loading={busy} onClick={() => void run(mode)}>
            {text('start')}
          </Button>
        </Space>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {text('hint')} <Typography.Link onClick={() => void downloadTemplate(text('templateName'))}>{text('template')}</Typography.Link>
        </Typography.Paragraph>
        <Upload.Dragger
          accept=".xlsx"
          maxCount={1}
          fileList={file ? [{ uid: 'import', name: file.name, status: 'done' }] : []}
          beforeUpload={(chosen) => {
            setFile(chosen);
            setReport(null);
            return false;
          }}
          onRemove={() => {
            setFile(null);
            setReport(null);
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{text('choose')}</p>
        </Upload.Dragger>
        {chooseMode && (
          <Radio.Group
            className="import-mode"
            value={mode}
            onChange={(event) => setMode(event.target.value as ImportMode)}
            options={[
              { value: 'all', label: text('modeAll') },
              { value: 'validOnly', label: text('modeValid') },
            ]}
          />
        )}
        {busy && <Progress percent={progress} size="small" aria-label={text('title')} />}
        {report && <ImportErrors report={report} texts={texts} values={values} />}
      </Space>
    </Modal>
  );
}
