import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { PageFallback } from '@/components/page-fallback';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { ApiError } from '@/api/base-query';
import { antdStylesheet } from '@/lib/antd-stylesheet';
import { storage } from '@/lib/storage';
import { buildPermissions } from '@/features/permissions';
import { useLoginMutation } from '../api';
import { LoginForm, type LoginValues } from '../components/LoginForm';
import { loggedIn, selectToken } from '@/store/session.slice';
import { redirectTarget } from '../redirect-target';
import styles from './login-page.styles';

const REMEMBER_KEY = 'rememberedUsername';

/** ROUTES-OTHER-01: account, password, remember me; the server's message on failure; back to where the user was going. */
export default function LoginPage() {
  const { t } = useTranslation(['auth', 'common']);
  const [login, { isLoading }] = useLoginMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const token = useAppSelector(selectToken);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const target = redirectTarget(location.search);
  const remembered = storage.get<string>(REMEMBER_KEY);

  // Signed in: on the way to the console, whose chunks may still be loading on a slow network, the page
  // shows progress rather than nothing.
  if (token)
    return (
      <>
        <Navigate to={target} replace />
        <PageFallback />
      </>
    );

  const submit = async ({ username, password, remember }: LoginValues) => {
    setFailure(null);
    // the console's screens need antd's stylesheet: it loads beside the sign-in, not after it
    void antdStylesheet();
    const result = await login({ body: { username: username.trim(), password } });
    if ('error' in result) {
      setFailure((result.error as ApiError).msg || t('failed'));
      return;
    }
    const { token: newToken, user, menus } = result.data.data;
    if (remember) storage.set(REMEMBER_KEY, username.trim());
    else storage.remove(REMEMBER_KEY);
    dispatch(loggedIn({ token: newToken, user, permissions: buildPermissions(menus) }));
    navigate(target, { replace: true });
  };

  return (
    <div style={styles.page}>
      <div style={styles.card}>
        <h1 style={styles.title}>{t('common:appTitle')}</h1>
        <p style={styles.subtitle}>{t('subtitle')}</p>
        <LoginForm
          initialUsername={remembered ?? ''}
          submitting={isLoading}
          failure={failure}
          onChange={() => failure && setFailure(null)}
          onSubmit={(values) => void submit(values)}
        />
        {__DEMO__ && <p style={styles.hint}>{t('demoHint')}</p>}
      </div>
    </div>
  );
}
