import { Button, Modal, Space, Tooltip, Typography } from 'antd';
import { PhoneFilled, PhoneOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useOverlayFocusReturn } from '@/lib/focus';
import { LAYERS, nonBlockingModal } from '@/lib/layers';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectCall, softphoneCommands } from '../softphone.store';
import { DIALOG_WIDTH } from '@/lib/dialog-width';

/** CALL-17, CALL-18: the incoming-call modal (softphone:incoming.title) with answer and hang-up (the saga plays the ring-in tone meanwhile, CALL-19). */
export function IncomingCallModal() {
  const { t } = useTranslation('softphone');
  const dispatch = useAppDispatch();
  const call = useAppSelector(selectCall);
  const open = call?.phase === 'incoming';
  const focus = useOverlayFocusReturn();
  return (
    <Modal
      open={open}
      title={t('incoming.title')}
      width={DIALOG_WIDTH.compact}
      closable={false}
      {...nonBlockingModal}
      zIndex={LAYERS.callControls}
      keyboard={false}
      footer={null}
      // no mask, so antd does not give the focus back: the answer and hang-up buttons vanish with the ringing
      modalRender={(node) => <div onFocusCapture={focus.onFocusCapture}>{node}</div>}
      afterClose={focus.restore}
    >
      {call && (
        <Space orientation="vertical" size="middle" style={{ width: '100%', textAlign: 'center' }}>
          <Typography.Text type="secondary">{t('incoming.from')}</Typography.Text>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {call.phone}
          </Typography.Title>
          {call.displayName && <Typography.Text>{call.displayName}</Typography.Text>}
          <Space size="large">
            <Tooltip title={t('shortcuts.answer')}>
              <Button
                type="primary"
                size="large"
                icon={<PhoneFilled />}
                onClick={() => dispatch(softphoneCommands.answer())}
              >
                {t('incoming.answer')}
              </Button>
            </Tooltip>
            <Tooltip title={t('shortcuts.hangUp')}>
              <Button
                danger
                type="primary"
                size="large"
                icon={<PhoneOutlined rotate={135} />}
                onClick={() => dispatch(softphoneCommands.hangUp())}
              >
                {t('incoming.hangUp')}
              </Button>
            </Tooltip>
          </Space>
        </Space>
      )}
    </Modal>
  );
}
