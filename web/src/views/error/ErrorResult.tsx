import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

interface ErrorResultProps {
  status: '403' | '404';
  titleKey: string;
  textKey: string;
}

/** A full-page error with "home" and "back" buttons. */
export function ErrorResult({ status, titleKey, textKey }: ErrorResultProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const handleHome = () => void navigate('/');
  const handleBack = () => void navigate(-1);
  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Result
        status={status}
        title={t(titleKey)}
        subTitle={t(textKey)}
        extra={[
          <Button key="home" type="primary" onClick={handleHome}>
            {t('errors.home')}
          </Button>,
          <Button key="back" onClick={handleBack}>
            {t('errors.back')}
          </Button>,
        ]}
      />
    </div>
  );
}
