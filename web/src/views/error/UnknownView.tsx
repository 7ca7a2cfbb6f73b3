import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** What a menu entry renders when its component is not (yet) part of the app: a clear notice, never a crash. */
export function UnknownView({ name }: { name: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const handleHome = () => void navigate('/');
  return (
    <Result
      status="info"
      title={t('router.unknownTitle')}
      subTitle={t('router.unknownText', { name: name || '—' })}
      extra={
        <Button type="primary" onClick={handleHome}>
          {t('router.backHome')}
        </Button>
      }
    />
  );
}
