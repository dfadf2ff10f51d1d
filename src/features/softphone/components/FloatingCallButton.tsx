import { FloatButton } from 'antd';
import { PhoneFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import { softphoneActions } from '../softphone.store';

/** Where the focus goes after a call dialled from the dial pad (the pad is closed by then). */
export const dialButton = () => document.querySelector<HTMLElement>('[data-softphone-dial]');

/** CALL-01, CALL-02: opens the dial pad; dashboards are wall screens, so it stays off them. */
export function FloatingCallButton() {
  const { t } = useTranslation('softphone');
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  if (pathname === '/dashboard' || pathname.startsWith('/dashboard/')) return null;
  return (
    <FloatButton
      type="primary"
      data-softphone-dial
      icon={<PhoneFilled />}
      tooltip={t('dial.open')}
      aria-label={t('dial.open')}
      style={{ insetInlineEnd: 32, insetBlockEnd: 96 }}
      onClick={() => dispatch(softphoneActions.dialPadToggled(true))}
    />
  );
}
