import { AuditOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './LanguageSwitch';
import './login.css';

/** The frame of the sign-in pages: a centered card with the product title on a subtle background. */
export function LoginShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="login-page">
      <LanguageSwitch />
      <Card className="login-card" variant="borderless">
        <div className="login-brand">
          <div className="login-brand-mark">
            <AuditOutlined />
          </div>
          <h1>{t('common.appTitle')}</h1>
          <p>{t('login.subtitle')}</p>
        </div>
        {children}
      </Card>
      <div className="login-footer">{t('login.footer')}</div>
    </div>
  );
}
