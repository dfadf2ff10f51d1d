import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectSessionExpired, sessionExpiryAcknowledged } from '@/store/session.slice';
import { DIALOG_WIDTH } from '@/lib/dialog-width';

/** AUTH-07..09: one dialog however many calls answered 401; OK goes to /login. */
export default function SessionExpiredDialog() {
  const { t } = useTranslation(['request', 'common']);
  const open = useAppSelector(selectSessionExpired);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const acknowledge = () => {
    dispatch(sessionExpiryAcknowledged());
    navigate('/login', { replace: true });
  };
  return (
    <Modal
      open={open}
      title={t('sessionExpiredTitle')}
      okText={t('common:ok')}
      onOk={acknowledge}
      cancelButtonProps={{ style: { display: 'none' } }}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      width={DIALOG_WIDTH.compact}
      centered
    >
      {t('sessionExpiredContent')}
    </Modal>
  );
}
