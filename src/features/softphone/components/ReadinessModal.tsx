import { Button, Modal, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectSoftphone, softphoneCommands, type CheckState, type ReadinessStep } from '../softphone.store';
import { DIALOG_WIDTH } from '@/lib/dialog-width';

const STEPS: ReadinessStep[] = ['microphone', 'socket', 'registration'];
const STATUS: Record<CheckState, 'wait' | 'process' | 'finish' | 'error'> = {
  idle: 'wait',
  pending: 'process',
  ok: 'finish',
  failed: 'error',
};

/** The one-click readiness check: microphone, the SIP server's socket, the registration — and what failed. */
export function ReadinessModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('softphone');
  const dispatch = useAppDispatch();
  const { readiness } = useAppSelector(selectSoftphone);
  return (
    <Modal
      open={open}
      title={t('readiness.title')}
      width={DIALOG_WIDTH.medium}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={() => dispatch(softphoneCommands.checkReadiness())}>
          {t('status.checkReadiness')}
        </Button>
      }
    >
      <Steps
        orientation="vertical"
        size="small"
        items={STEPS.map((step) => ({
          title: t(`readiness.${step}`),
          status: STATUS[readiness[step].state],
          content: readiness[step].message ?? t(`readiness.${readiness[step].state}`),
        }))}
      />
    </Modal>
  );
}
