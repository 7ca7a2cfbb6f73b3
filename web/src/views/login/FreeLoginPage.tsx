import { App, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { loginByUuid } from '../../api/auth';
import { LoginShell } from './LoginShell';
import { useSignIn } from './use-sign-in';
import { recordUnexpected } from '../../components/error-log/collect-error';

/** /freeLogin?uuid=…: signs in with a one-time link; failure goes back to /login with the message. */
export function FreeLoginPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signIn = useSignIn();
  const started = useRef(false);
  const uuid = params.get('uuid') ?? '';
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!uuid) {
      void message.error(t('login.freeLoginMissing'));
      void navigate('/login', { replace: true });
      return;
    }
    // The request layer has already shown the server's message on failure.
    loginByUuid(uuid)
      .then(({ data }) => signIn(data))
      .catch((error: unknown) => {
        recordUnexpected(error);
        return navigate('/login', { replace: true });
      });
  }, [message, navigate, signIn, t, uuid]);
  return (
    <LoginShell>
      <div style={{ textAlign: 'center', padding: 24 }}>
        <Spin description={t('login.freeLoginProgress')} />
      </div>
    </LoginShell>
  );
}
