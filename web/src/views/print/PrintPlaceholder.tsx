import { PrinterOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { printRouteName } from '../../router/print-routes';

/** A hidden print route until its report arrives with the reports feature. */
export function PrintPlaceholder() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const handleHome = () => void navigate('/');
  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Result
        icon={<PrinterOutlined />}
        title={t('router.printTitle', { name: printRouteName(pathname) })}
        subTitle={t('router.printText')}
        extra={
          <Button type="primary" onClick={handleHome}>
            {t('router.backHome')}
          </Button>
        }
      />
    </div>
  );
}
