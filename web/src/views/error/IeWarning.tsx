import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isInternetExplorer } from './legacy-browser';

/** Spec §8: a dialog advising Internet Explorer users to change browser. */
export function IeWarning() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(() => isInternetExplorer(document, navigator.userAgent));
  const handleClose = () => setOpen(false);
  return (
    <Modal
      open={open}
      title={t('errors.ieTitle')}
      onOk={handleClose}
      onCancel={handleClose}
      okText={t('errors.ieOk')}
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      {t('errors.ieText')}
    </Modal>
  );
}
