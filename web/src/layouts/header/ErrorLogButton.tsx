import { BugOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorLogDialog } from '../../components/error-log/ErrorLogDialog';
import { useErrorLogStore } from '../../stores/error-log';

/** The error-log badge: the number of collected UI errors; opens the error-log dialog. */
export function ErrorLogButton() {
  const { t } = useTranslation();
  const count = useErrorLogStore((s) => s.entries.length);
  const [open, setOpen] = useState(false);
  if (count === 0 && !open) return null;
  return (
    <>
      <Tooltip title={t('shell.errorLog')}>
        <Badge count={count} size="small" offset={[-6, 6]}>
          <Button type="text" danger aria-label={t('shell.errorLog')} icon={<BugOutlined />} onClick={() => setOpen(true)} />
        </Badge>
      </Tooltip>
      <ErrorLogDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
