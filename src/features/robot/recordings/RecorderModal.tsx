import { useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Modal, Progress, Space, Typography } from 'antd';
import { AudioOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { RecordingItem } from '@/api/generated/robot.gen';
import { useRecorder } from './use-recorder';
import { toWav } from './wav';

/** Records a line in the browser: level meter while recording, listen to the take, re-take, then save it (as WAV). */
export function RecorderModal({
  line,
  onSave,
  onClose,
}: {
  line: RecordingItem | null;
  onSave(file: File): Promise<boolean>;
  onClose(): void;
}) {
  const { t } = useTranslation('robot');
  const { message } = App.useApp();
  const recorder = useRecorder();
  const [saving, setSaving] = useState(false);
  const preview = useMemo(() => (recorder.take ? URL.createObjectURL(recorder.take) : null), [recorder.take]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const close = () => {
    recorder.stop();
    recorder.discard();
    onClose();
  };
  const save = async () => {
    if (!recorder.take || !line) return;
    setSaving(true);
    try {
      const wav = await toWav(recorder.take);
      if (await onSave(new File([wav], `${line.name}.wav`, { type: 'audio/wav' }))) close();
    } catch {
      void message.error(t('record.convertFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={t('record.recordTitle', { name: line?.name ?? '' })}
      open={!!line}
      onCancel={close}
      destroyOnHidden
      footer={
        <Button type="primary" disabled={!recorder.take} loading={saving} onClick={() => void save()}>
          {t('record.saveTake')}
        </Button>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph>{line?.text}</Typography.Paragraph>
        {recorder.error && <Alert type="error" showIcon title={t(`record.errors.${recorder.error}`)} />}
        <Progress
          percent={Math.round(recorder.level * 100)}
          showInfo={false}
          aria-label={t('record.level')}
        />
        {recorder.recording ? (
          <Button danger icon={<StopOutlined />} onClick={recorder.stop}>
            {t('record.stop')}
          </Button>
        ) : (
          <Button icon={<AudioOutlined />} onClick={() => void recorder.start()}>
            {recorder.take ? t('record.retake') : t('record.start')}
          </Button>
        )}
        {preview && <audio controls src={preview} aria-label={t('record.take')} />}
      </Space>
    </Modal>
  );
}
