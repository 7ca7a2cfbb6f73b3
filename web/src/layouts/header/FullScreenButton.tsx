import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button, message, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recordError } from '../../components/error-log/collect-error';

/** Toggles full screen through the Fullscreen API; a refusal shows a toast. */
export function FullScreenButton() {
  const { t } = useTranslation();
  const [full, setFull] = useState(() => Boolean(document.fullscreenElement));

  useEffect(() => {
    const handleChange = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', handleChange);
    return () => document.removeEventListener('fullscreenchange', handleChange);
  }, []);

  const handleClick = async () => {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else if (document.documentElement.requestFullscreen) await document.documentElement.requestFullscreen();
      else throw new Error('Fullscreen API unavailable');
    } catch (error) {
      // The user hears that it failed; why (the browser's refusal) goes to the error log.
      recordError(error);
      void message.error(t('shell.fullScreenFailed'));
    }
  };

  const label = full ? t('shell.exitFullScreen') : t('shell.fullScreen');
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        aria-label={label}
        icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        onClick={() => void handleClick()}
      />
    </Tooltip>
  );
}
