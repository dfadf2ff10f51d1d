import { useState, type FormEvent, type ReactElement } from 'react';
import { Alert, Button, Checkbox, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import styles from './login-form.styles';

export interface LoginValues {
  username: string;
  password: string;
  remember: boolean;
}

interface LoginFormProps {
  initialUsername: string;
  submitting: boolean;
  /** The server's message of the last failed attempt. */
  failure: string | null;
  onChange(): void;
  onSubmit(values: LoginValues): void;
}

type FieldErrors = Partial<Record<'username' | 'password', string>>;

/**
 * Two fields and a checkbox, validated by hand: antd's Form (field store, grid, tooltip) would cost the
 * first screen of every session about 30 KB gzip for nothing this form needs.
 */
export function LoginForm({ initialUsername, submitting, failure, onChange, onSubmit }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const [values, setValues] = useState<LoginValues>({
    username: initialUsername,
    password: '',
    remember: !!initialUsername,
  });
  const [errors, setErrors] = useState<FieldErrors>({});

  const set = <K extends keyof LoginValues>(key: K, value: LoginValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (key !== 'remember') setErrors((e) => ({ ...e, [key]: undefined }));
    onChange();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {
      username: values.username.trim() ? undefined : t('usernameRequired'),
      password: values.password ? undefined : t('passwordRequired'),
    };
    setErrors(found);
    if (!found.username && !found.password) onSubmit(values);
  };

  const field = (name: 'username' | 'password', input: ReactElement) => (
    <div style={styles.field}>
      <label htmlFor={`login-${name}`} style={styles.label}>
        {t(name)}
      </label>
      {input}
      <div id={`login-${name}-error`} style={styles.error} aria-live="polite">
        {errors[name]}
      </div>
    </div>
  );

  return (
    <form name="login" onSubmit={submit} noValidate>
      {failure && <Alert type="error" title={failure} showIcon style={styles.alert} role="alert" />}
      {field(
        'username',
        <Input
          id="login-username"
          size="large"
          prefix={<UserOutlined />}
          placeholder={t('usernamePlaceholder')}
          autoComplete="username"
          autoFocus
          maxLength={50}
          value={values.username}
          status={errors.username ? 'error' : undefined}
          aria-invalid={!!errors.username}
          aria-describedby="login-username-error"
          onChange={(e) => set('username', e.target.value)}
        />,
      )}
      {field(
        'password',
        <Input.Password
          id="login-password"
          size="large"
          prefix={<LockOutlined />}
          placeholder={t('passwordPlaceholder')}
          autoComplete="current-password"
          maxLength={64}
          value={values.password}
          status={errors.password ? 'error' : undefined}
          aria-invalid={!!errors.password}
          aria-describedby="login-password-error"
          onChange={(e) => set('password', e.target.value)}
        />,
      )}
      <Checkbox
        checked={values.remember}
        onChange={(e) => set('remember', e.target.checked)}
        style={styles.remember}
      >
        {t('remember')}
      </Checkbox>
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        {t('submit')}
      </Button>
    </form>
  );
}
