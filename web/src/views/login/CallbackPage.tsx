import { App, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LoginShell } from './LoginShell';
import { useSignIn } from './use-sign-in';

/** /callback?token=&expires_in=: the return of a social login. */
export function CallbackPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signIn = useSignIn();
  const done = useRef(false);
  const token = params.get('token') ?? '';
  const expiresIn = Number(params.get('expires_in'));
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (!token) {
      void message.error(t('login.callbackInvalid'));
      void navigate('/login', { replace: true });
      return;
    }
    signIn({ token, expires_in: Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn : 7200, token_type: 'Bearer' });
  }, [expiresIn, message, navigate, signIn, t, token]);
  return (
    <LoginShell>
      <div style={{ textAlign: 'center', padding: 24 }}>
        <Spin description={t('login.callbackProgress')} />
      </div>
    </LoginShell>
  );
}
