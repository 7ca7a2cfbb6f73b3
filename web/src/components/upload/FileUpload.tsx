import { UploadOutlined } from '@ant-design/icons';
import { isAcceptedUpload, UPLOAD_ACCEPT, UPLOAD_EXTENSIONS } from '@proposal-desk/shared';
import { Button, message, Typography, Upload, type UploadFile, type UploadProps } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadAttachment, uploadFiles } from '../../api/uploads';
import { attachmentsOf, withAdded, withRemoved } from './attachment-value';

export interface FileUploadProps {
  /** The stored attachment string: `name|url`, several joined with `,`. */
  value?: string;
  onChange?(value: string): void;
  multiple?: boolean;
  disabled?: boolean;
  /** Shown on the button; defaults to 选择文件. */
  buttonText?: string;
}

type Pending = { uid: string; name: string; percent: number; status: 'uploading' | 'error' };

/**
 * Attachments of a form (spec §3, §9): the accepted types, several files, progress, names shown without
 * the stored 16-character suffix, downloads through the download helper. Works as a Form.Item control.
 */
export function FileUpload({ value, onChange, multiple = true, disabled = false, buttonText }: FileUploadProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<Pending[]>([]);
  // Uploads finishing one after another must each add to the latest value, not the one they started with.
  const latest = useRef(value ?? '');
  latest.current = value ?? '';

  const change = (next: string) => {
    latest.current = next;
    onChange?.(next);
  };

  const stored: UploadFile[] = attachmentsOf(value).map((file) => ({ uid: file.url, name: file.displayName, status: 'done' }));
  const inFlight: UploadFile[] = pending.map((p) => ({ uid: p.uid, name: p.name, status: p.status, percent: p.percent }));
  const updatePending = (uid: string, patch: Partial<Pending>) =>
    setPending((list) => list.map((p) => (p.uid === uid ? { ...p, ...patch } : p)));

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (isAcceptedUpload(file.name)) return true;
    void message.error(t('delegates.upload.badType', { name: file.name }));
    return Upload.LIST_IGNORE;
  };

  const customRequest: UploadProps['customRequest'] = ({ file }) => {
    const upload = file as File & { uid: string };
    setPending((list) => [...list, { uid: upload.uid, name: upload.name, percent: 0, status: 'uploading' }]);
    uploadFiles([upload], (percent) => updatePending(upload.uid, { percent })).then(
      ({ data: entries }) => {
        setPending((list) => list.filter((p) => p.uid !== upload.uid));
        change(withAdded(latest.current, entries));
      },
      () => updatePending(upload.uid, { status: 'error' }),
    );
  };

  const onRemove = (file: UploadFile) => {
    if (file.status === 'done') change(withRemoved(latest.current, file.uid));
    else setPending((list) => list.filter((p) => p.uid !== file.uid));
    return false;
  };

  const onDownload = (file: UploadFile) => {
    if (file.status === 'done') void downloadAttachment(file.uid, file.name);
  };

  return (
    <div className="file-upload">
      <Upload
        accept={UPLOAD_ACCEPT}
        multiple={multiple}
        disabled={disabled}
        fileList={[...stored, ...inFlight]}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onRemove={onRemove}
        onPreview={onDownload}
        onDownload={onDownload}
        showUploadList={{ showDownloadIcon: true, showRemoveIcon: !disabled }}
      >
        <Button icon={<UploadOutlined />} disabled={disabled}>
          {buttonText ?? t('delegates.upload.choose')}
        </Button>
      </Upload>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('delegates.upload.accepted', { types: UPLOAD_EXTENSIONS.join(', ') })}
      </Typography.Text>
    </div>
  );
}
