import { useState } from 'react';
import { Alert, Button, Checkbox, Form, Input, Typography } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { ApiError } from '@/api/base-query';
import { storage } from '@/lib/storage';
import { buildPermissions } from '@/features/permissions';
import { useLoginMutation } from '../api';
import { loggedIn, selectToken } from '../auth.slice';
import { redirectTarget } from '../redirect-target';
import styles from './login-page.styles';

const REMEMBER_KEY = 'rememberedUsername';

interface LoginValues {
  username: string;
  password: string;
  remember: boolean;
}

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

  if (token) return <Navigate to={target} replace />;

  const submit = async ({ username, password, remember }: LoginValues) => {
    setFailure(null);
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
        <Typography.Title level={3} style={styles.title}>
          {t('common:appTitle')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={styles.subtitle}>
          {t('subtitle')}
        </Typography.Paragraph>
        <Form<LoginValues>
          name="login"
          size="large"
          layout="vertical"
          requiredMark={false}
          initialValues={{ username: remembered ?? '', remember: !!remembered }}
          onFinish={submit}
          onValuesChange={() => failure && setFailure(null)}
        >
          {failure && <Alert type="error" title={failure} showIcon style={styles.alert} role="alert" />}
          <Form.Item
            name="username"
            label={t('username')}
            rules={[{ required: true, whitespace: true, message: t('usernameRequired') }]}
          >
            <Input
              prefix={<UserOutlined />}
              placeholder={t('usernamePlaceholder')}
              autoComplete="username"
              autoFocus
              maxLength={50}
            />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('password')}
            rules={[{ required: true, message: t('passwordRequired') }]}
          >
            <Input.Password
              prefix={<LockOutlined />}
              placeholder={t('passwordPlaceholder')}
              autoComplete="current-password"
              maxLength={64}
            />
          </Form.Item>
          <Form.Item name="remember" valuePropName="checked">
            <Checkbox>{t('remember')}</Checkbox>
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={isLoading}>
            {t('submit')}
          </Button>
        </Form>
        {__DEMO__ && (
          <Typography.Paragraph type="secondary" style={styles.hint}>
            {t('demoHint')}
          </Typography.Paragraph>
        )}
      </div>
    </div>
  );
}
