import { useState } from 'react';
import { Input, Modal, Space, Typography } from 'antd';
import { CloseCircleFilled, PhoneFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { LockButton } from '@/components/lock-button';
import { useSoftphoneDailNumberCountQuery } from '../api';
import { selectSoftphone, softphoneActions, softphoneCommands } from '../softphone.store';
import { DialKeys } from './DialKeys';
import { DIALOG_WIDTH } from '@/lib/dialog-width';
import { LAYERS } from '@/lib/layers';

export const DIAL_MAX_LENGTH = 20;
const DIAL_CHARS = /^[0-9*#]*$/;
/** CALL-12: the counts are asked for once the number looks like an extension (4) or a mobile (11). */
const COUNTED_LENGTHS = [4, 11];

/** CALL-02..05, CALL-11..13: the dial pad modal (title softphone:dial.title). */
export function DialPadModal() {
  const { t } = useTranslation('softphone');
  const dispatch = useAppDispatch();
  const { dialPadOpen, dialStatus } = useAppSelector(selectSoftphone);
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const counted = COUNTED_LENGTHS.includes(number.length) && DIAL_CHARS.test(number);
  const { data: counts } = useSoftphoneDailNumberCountQuery({ body: { phone: number } }, { skip: !counted });

  const type = (next: string) => {
    const value = next.replace(/\s/g, '');
    setError(DIAL_CHARS.test(value) && value.length <= DIAL_MAX_LENGTH ? null : t('dial.invalid'));
    setNumber(value);
  };
  const call = () => {
    if (!number) return; // CALL-05
    if (error) return;
    dispatch(softphoneCommands.dial({ phone: number }));
  };

  return (
    <Modal
      open={dialPadOpen}
      title={t('dial.title')}
      width={DIALOG_WIDTH.compact}
      footer={null}
      onCancel={() => dispatch(softphoneActions.dialPadToggled(false))}
      destroyOnHidden={false}
      // dialling is a call control: above the last call's assistant window, which stays open once ended
      zIndex={LAYERS.callControls}
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Input
          aria-label={t('dial.placeholder')}
          placeholder={t('dial.placeholder')}
          size="large"
          value={number}
          status={error ? 'error' : undefined}
          onChange={(e) => type(e.target.value)}
          onPressEnter={call}
          suffix={
            number ? (
              <CloseCircleFilled
                role="button"
                tabIndex={0}
                aria-label={t('dial.clear')}
                style={{ color: 'rgba(0,0,0,.35)', cursor: 'pointer' }}
                onClick={() => type('')}
                onKeyDown={(e) => {
                  if (e.key !== 'Enter' && e.key !== ' ') return;
                  e.preventDefault();
                  type('');
                }}
              />
            ) : (
              <span />
            )
          }
          autoFocus
        />
        {error && <Typography.Text type="danger">{error}</Typography.Text>}
        {/* CALL-11, CALL-13: dail_num is today's count, week_num this week's */}
        <Space size="large" data-testid="dial-counts">
          <Typography.Text>
            {t('dial.todayCount', { count: counted ? (counts?.data.dail_num ?? 0) : 0 })}
          </Typography.Text>
          <Typography.Text>
            {t('dial.weekCount', { count: counted ? (counts?.data.week_num ?? 0) : 0 })}
          </Typography.Text>
        </Space>
        <DialKeys onKey={(k) => type(number + k)} />
        {dialStatus !== 'idle' && (
          <Typography.Text type="secondary">{t(`dial.lastStatus.${dialStatus}`)}</Typography.Text>
        )}
        <LockButton type="primary" size="large" block icon={<PhoneFilled />} onClick={call}>
          {t('dial.call')}
        </LockButton>
      </Space>
    </Modal>
  );
}
