import { useEffect, useState } from 'react';
import { Button, Form, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { listAudioDevices, type AudioDevice } from '@/lib/media/audio-devices';
import { selectSoftphone, softphoneCommands } from '../softphone.store';
import { DIALOG_WIDTH } from '@/lib/dialog-width';

/** Microphone and speaker for calls (the speaker choice needs setSinkId, which not every browser has). */
export function DevicesModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('softphone');
  const dispatch = useAppDispatch();
  const { devices } = useAppSelector(selectSoftphone);
  const [list, setList] = useState<{ inputs: AudioDevice[]; outputs: AudioDevice[] }>({
    inputs: [],
    outputs: [],
  });
  const refresh = () => void listAudioDevices().then(setList);
  useEffect(() => {
    if (open) refresh();
  }, [open]);
  const canChooseOutput =
    typeof HTMLMediaElement !== 'undefined' && 'setSinkId' in HTMLMediaElement.prototype;
  const options = (items: AudioDevice[]) => [
    { value: '', label: t('devices.default') },
    ...items.map((d) => ({ value: d.id, label: d.label })),
  ];
  return (
    <Modal
      open={open}
      title={t('devices.title')}
      width={DIALOG_WIDTH.medium}
      onCancel={onClose}
      footer={<Button onClick={refresh}>{t('devices.refresh')}</Button>}
    >
      <Form layout="vertical">
        <Form.Item label={t('devices.input')}>
          <Select
            aria-label={t('devices.input')}
            value={devices.inputId ?? ''}
            options={options(list.inputs)}
            onChange={(v: string) => dispatch(softphoneCommands.setDevices({ inputId: v || null }))}
          />
        </Form.Item>
        <Form.Item
          label={t('devices.output')}
          extra={canChooseOutput ? undefined : t('devices.noOutputChoice')}
        >
          <Select
            aria-label={t('devices.output')}
            disabled={!canChooseOutput}
            value={devices.outputId ?? ''}
            options={options(list.outputs)}
            onChange={(v: string) => dispatch(softphoneCommands.setDevices({ outputId: v || null }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
