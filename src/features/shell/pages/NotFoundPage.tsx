import '@/i18n/signed-in';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** ROUTES-OTHER-02: an unknown path, with a way back. */
export default function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <Result
      status="404"
      title={t('notFoundTitle')}
      subTitle={t('notFound')}
      extra={
        <Link to="/home/index">
          <Button type="primary">{t('backHome')}</Button>
        </Link>
      }
    />
  );
}
