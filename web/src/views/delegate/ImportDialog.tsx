import { InboxOutlined } from '@ant-design/icons';
import type { MemberImportMode, MemberImportReport } from '@proposal-desk/shared';
import { Button, message, Modal, Progress, Space, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadImportTemplate, importMembers } from '../../api/members';
import { ImportErrors } from './ImportErrors';

interface ImportDialogProps {
  open: boolean;
  onClose(): void;
  /** Called after rows were written, so the list reloads. */
  onImported(): void;
}

/**
 * Import from an .xlsx: the whole file first (nothing written if any row is bad); with bad rows the
 * user sees each row's errors and may import the valid rows only.
 */
export function ImportDialog({ open, onClose, onImported }: ImportDialogProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<MemberImportReport | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => {
    if (!open) return;
    setFile(null);
    setReport(null);
    setProgress(null);
  }, [open]);

  const run = async (mode: MemberImportMode) => {
    if (!file) return;
    setProgress(0);
    try {
      const answer = await importMembers(file, mode, setProgress);
      setReport(answer.data);
      if (answer.data.imported > 0) {
        void message.success(answer.msg);
        onImported();
      }
    } catch {
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
      open={open}
      title={t('delegates.import.title')}
      width={760}
      onCancel={onClose}
      footer={
        <Space>
          <Button onClick={onClose}>{t('common.close')}</Button>
          {canImportValid && (
            <Button className="import-valid-only" danger loading={busy} onClick={() => void run('validOnly')}>
              {t('delegates.import.validOnly')}
            </Button>
          )}
          <Button className="import-start" type="primary" disabled={!file || finished} loading={busy} onClick={() => void run('all')}>
            {t('delegates.import.start')}
          </Button>
        </Space>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('delegates.import.hint')}{' '}
          <Typography.Link onClick={() => void downloadImportTemplate(t('delegates.import.templateName'))}>
            {t('delegates.import.template')}
          </Typography.Link>
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
          <p className="ant-upload-text">{t('delegates.import.choose')}</p>
        </Upload.Dragger>
        {busy && <Progress percent={progress} size="small" />}
        {report && <ImportErrors report={report} />}
      </Space>
    </Modal>
  );
}
