import { Descriptions, Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { RecordingPlayer } from '@/components/recording-player';
import type { CompanyCallRecord } from '../api';
import { talkTime } from '../call-format';

/** One recorded call: who talked to whom and when, above the recording player. */
export function RecordingDrawer({ call, onClose }: { call: CompanyCallRecord | null; onClose(): void }) {
  const { t } = useTranslation('callRecords');
  return (
    <Drawer open={call != null} title={t('drawerTitle')} size={640} onClose={onClose} destroyOnHidden>
      {call?.recording_url && (
        <>
          <Descriptions
            size="small"
            column={2}
            style={{ marginBottom: 16 }}
            items={[
              { key: 'at', label: t('field.startedAt'), children: call.started_at },
              { key: 'agent', label: t('field.agent'), children: call.staff_name },
              {
                key: 'customer',
                label: t('field.customer'),
                children: call.customer_name ?? t('unknownCustomer'),
              },
              { key: 'phone', label: t('field.phone'), children: call.phone },
              { key: 'duration', label: t('field.duration'), children: talkTime(call.talk_seconds) },
              { key: 'side', label: t('field.hangupSide'), children: t(`hangupSide.${call.hangup_side}`) },
            ]}
          />
          <RecordingPlayer
            key={call.id}
            src={call.recording_url}
            duration={call.talk_seconds}
            downloadName={`${call.phone}-${call.started_at.replace(/\D/g, '')}.wav`}
          />
        </>
      )}
    </Drawer>
  );
}
