import { FloatButton } from 'antd';
import { PhoneFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useAppDispatch } from '@/store/hooks';
import { useFloatPlace } from '@/lib/float-stack';
import { softphoneActions } from '../softphone.store';
import { isDialButtonHidden } from '../visibility';

/** Where the focus goes after a call dialled from the dial pad (the pad is closed by then). */
export const dialButton = () => document.querySelector<HTMLElement>('[data-softphone-dial]');

/** CALL-01, CALL-02: opens the dial pad (not on dashboards). */
export function FloatingCallButton() {
  const { t } = useTranslation('softphone');
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const place = useFloatPlace('dial');
  if (isDialButtonHidden(pathname)) return null;
  return (
    <FloatButton
      type="primary"
      data-softphone-dial
      icon={<PhoneFilled />}
      tooltip={{ title: t('dial.open'), placement: 'top' }}
      aria-label={t('dial.open')}
      style={place}
      onClick={() => dispatch(softphoneActions.dialPadToggled(true))}
    />
  );
}
