import { useState } from 'react';
import { Alert, Button, Modal, Space, Tooltip, Typography } from 'antd';
import {
  AudioMutedOutlined,
  AudioOutlined,
  NumberOutlined,
  PauseCircleOutlined,
  PhoneOutlined,
  PlayCircleOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useOverlayFocusReturn } from '@/lib/focus';
import { LAYERS, nonBlockingModal } from '@/lib/layers';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { formatClock } from '@/lib/time-format';
import { selectCall, softphoneCommands } from '../softphone.store';
import { DialKeys } from './DialKeys';
import { dialButton } from './FloatingCallButton';
import { DIALOG_WIDTH } from '@/lib/dialog-width';

/** CALL-14..16: the in-call modal (softphone:inCall.title) with the duration (ticked each second by the saga) and hang-up; mute, hold and DTMF too. */
export function InCallModal() {
  const { t } = useTranslation('softphone');
  const dispatch = useAppDispatch();
  const call = useAppSelector(selectCall);
  const [keypad, setKeypad] = useState(false);
  const focus = useOverlayFocusReturn(dialButton);
  const open = !!call && call.phase !== 'incoming';
  const talking = call?.phase === 'talking';
  const browser = call?.via === 'browser';
  return (
    <Modal
      open={open}
      title={t('inCall.title')}
      width={DIALOG_WIDTH.compact}
      closable={false}
      {...nonBlockingModal}
      zIndex={LAYERS.callControls}
      // bottom right, beside the floating buttons: the assistant window has the top of the screen
      style={{ position: 'absolute', top: 'auto', bottom: 24, right: 96, margin: 0, paddingBottom: 0 }}
      keyboard={false}
      footer={null}
      // no mask, so antd does not give the focus back: the hang-up button vanishes with the call
      modalRender={(node) => <div onFocusCapture={focus.onFocusCapture}>{node}</div>}
      afterClose={focus.restore}
    >
      {call && (
        <Space orientation="vertical" size="middle" style={{ width: '100%', textAlign: 'center' }}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {call.displayName || call.phone}
          </Typography.Title>
          {call.displayName && <Typography.Text type="secondary">{call.phone}</Typography.Text>}
          <Typography.Text type="secondary" data-testid="call-phase" data-phase={call.phase}>
            {t(
              `inCall.${call.phase === 'talking' ? 'talking' : call.phase === 'ringing' ? 'ringing' : 'calling'}`,
            )}
          </Typography.Text>
          <Typography.Text
            strong
            style={{ fontSize: 24, fontVariantNumeric: 'tabular-nums' }}
            aria-label={t('inCall.duration')}
            role="timer"
          >
            {formatClock(call.seconds)}
          </Typography.Text>
          {call.via === 'server' && !talking && <Alert type="info" showIcon title={t('inCall.viaServer')} />}
          {(call.lost.signalling || call.lost.media) && (
            <Alert type="warning" showIcon title={t('inCall.reconnecting')} />
          )}
          {browser && (
            <Space>
              <Tooltip title={t('shortcuts.mute')}>
                <Button
                  icon={call.muted ? <AudioMutedOutlined /> : <AudioOutlined />}
                  disabled={!talking}
                  aria-pressed={call.muted}
                  onClick={() => dispatch(softphoneCommands.toggleMute())}
                >
                  {call.muted ? t('inCall.unmute') : t('inCall.mute')}
                </Button>
              </Tooltip>
              <Button
                icon={call.held ? <PlayCircleOutlined /> : <PauseCircleOutlined />}
                disabled={!talking}
                aria-pressed={call.held}
                onClick={() => dispatch(softphoneCommands.toggleHold())}
              >
                {call.held ? t('inCall.unhold') : t('inCall.hold')}
              </Button>
              <Button
                icon={<NumberOutlined />}
                disabled={!talking}
                aria-pressed={keypad}
                onClick={() => setKeypad((k) => !k)}
              >
                {t('inCall.keypad')}
              </Button>
            </Space>
          )}
          {browser && keypad && talking && (
            <DialKeys onKey={(k) => dispatch(softphoneCommands.sendDtmf(k))} />
          )}
          <Tooltip title={t('shortcuts.hangUp')}>
            <Button
              danger
              type="primary"
              size="large"
              block
              icon={<PhoneOutlined rotate={135} />}
              onClick={() => dispatch(softphoneCommands.hangUp())}
            >
              {t('inCall.hangUp')}
            </Button>
          </Tooltip>
        </Space>
      )}
    </Modal>
  );
}
