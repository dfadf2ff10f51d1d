import { useState, type FormEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import {
  CloseCircleFilled,
  EyeInvisibleOutlined,
  EyeOutlined,
  LoadingOutlined,
  LockOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LOGIN_FORM_CSS } from './login-form.css';
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
 * Two fields and a checkbox, validated by hand, drawn without antd components: antd's Form, Input,
 * Checkbox, Button and Alert would cost the first screen of every session their code and their styles
 * generated in the browser. The markup and login-form.css reproduce their look (large size, error
 * status, loading button, error alert with icon); the icons are antd's.
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

  const [passwordShown, setPasswordShown] = useState(false);

  const field = (name: 'username' | 'password', input: ReactNode) => (
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

  const inputBox = (
    name: 'username' | 'password',
    prefix: ReactNode,
    input: ReactNode,
    suffix?: ReactNode,
  ) => (
    // As antd's: a click anywhere in the box (icon, padding, eye) puts the caret in the field.
    <span
      className={errors[name] ? 'login-input login-invalid' : 'login-input'}
      onClick={(e) => e.currentTarget.querySelector('input')?.focus()}
    >
      <span className="login-affix login-prefix">{prefix}</span>
      {input}
      {suffix && <span className="login-affix login-suffix">{suffix}</span>}
    </span>
  );

  const togglePassword = () => setPasswordShown((shown) => !shown);
  const onEyeKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    if (!event.repeat) togglePassword();
  };
  // As antd's loading button: a click (or Enter in a field) while signing in does nothing.
  const onSubmitClick = (event: MouseEvent) => submitting && event.preventDefault();

  return (
    <form name="login" onSubmit={submit} noValidate>
      <style href="login-form" precedence="default">
        {LOGIN_FORM_CSS}
      </style>
      {failure && (
        <div className="login-alert" role="alert" style={styles.alert}>
          <span className="login-alert-icon">
            <CloseCircleFilled />
          </span>
          <div className="login-alert-title">{failure}</div>
        </div>
      )}
      {field(
        'username',
        inputBox(
          'username',
          <UserOutlined />,
          <input
            id="login-username"
            type="text"
            placeholder={t('usernamePlaceholder')}
            autoComplete="username"
            autoFocus
            maxLength={50}
            value={values.username}
            aria-invalid={!!errors.username}
            aria-describedby="login-username-error"
            onChange={(e) => set('username', e.target.value)}
          />,
        ),
      )}
      {field(
        'password',
        inputBox(
          'password',
          <LockOutlined />,
          <input
            id="login-password"
            type={passwordShown ? 'text' : 'password'}
            placeholder={t('passwordPlaceholder')}
            autoComplete="current-password"
            maxLength={64}
            value={values.password}
            aria-invalid={!!errors.password}
            aria-describedby="login-password-error"
            onChange={(e) => set('password', e.target.value)}
          />,
          <span
            role="button"
            tabIndex={0}
            className="login-eye"
            aria-pressed={passwordShown}
            aria-label={t(passwordShown ? 'hidePassword' : 'showPassword')}
            onMouseDown={(e) => e.preventDefault()}
            onMouseUp={(e) => e.preventDefault()}
            onClick={togglePassword}
            onKeyDown={onEyeKey}
          >
            {passwordShown ? <EyeOutlined /> : <EyeInvisibleOutlined />}
          </span>,
        ),
      )}
      <label className="login-check" style={styles.remember}>
        <span className="login-check-box">
          <input
            type="checkbox"
            checked={values.remember}
            onChange={(e) => set('remember', e.target.checked)}
          />
        </span>
        <span className="login-check-label">{t('remember')}</span>
      </label>
      <button type="submit" className="login-submit" aria-busy={submitting} onClick={onSubmitClick}>
        {submitting && (
          <span className="login-submit-icon">
            <LoadingOutlined spin />
          </span>
        )}
        <span>{t('submit')}</span>
      </button>
    </form>
  );
}
