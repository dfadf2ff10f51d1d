import { Descriptions, Drawer, Select, Space, Spin, Tag, Typography } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { useMutationFeedback } from '@/components/form-dialog';
import {
  useRobotCallRecordDetailQuery,
  useRobotCallRecordLevelMutation,
  useRobotPointsDetailQuery,
} from './api';
import { CallHandOff } from './CallHandOff';
import { CallOutcome } from './CallOutcome';
import { CallTranscript } from './CallTranscript';

/**
 * One robot call: its outcome and attempts; when answered, its recording, transcript (with what produced each
 * robot line), walk and level; its hand-off.
 */
export function CallRecordDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('robotTasks');
  const feedback = useMutationFeedback();
  const record = useRobotCallRecordDetailQuery(id == null ? skipToken : { body: { id } }).data?.data;
  const levels =
    useRobotPointsDetailQuery(record ? { body: { sc_id: record.sc_id } } : skipToken).data?.data.levels ?? [];
  const [setLevel] = useRobotCallRecordLevelMutation();

  const override = async (level: string | undefined) => {
    await feedback(setLevel({ body: { id: id!, level: level ?? '' } }), { success: (data) => data.msg });
  };

  return (
    <Drawer open={id != null} onClose={onClose} size={640} title={t('record.detail')} destroyOnHidden>
      {!record ? (
        <Spin />
      ) : (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label={t('record.task')}>{record.task_name}</Descriptions.Item>
            <Descriptions.Item label={t('record.script')}>{record.sc_name}</Descriptions.Item>
            <Descriptions.Item label={t('record.phone')}>{record.phone}</Descriptions.Item>
            <Descriptions.Item label={t('record.outcome')}>
              <Space size={4}>
                <CallOutcome outcome={record.outcome} />
                <Typography.Text type="secondary">
                  {t('record.attemptsText', { n: record.attempts })}
                </Typography.Text>
              </Space>
            </Descriptions.Item>
            {/* rows of two: the duration pairs with the points when the call was graded */}
            <Descriptions.Item label={t('record.duration')} span={record.level != null ? 1 : 2}>
              {t('record.durationText', { s: record.duration })}
            </Descriptions.Item>
            {record.level != null && (
              <>
                <Descriptions.Item label={t('record.points')}>{record.points}</Descriptions.Item>
                <Descriptions.Item label={t('record.level')} span={2}>
                  <Space>
                    <Tag color="blue">{record.level}</Tag>
                    <Typography.Text type="secondary">
                      {t('record.computed', { level: record.computed_level })}
                    </Typography.Text>
                  </Space>
                </Descriptions.Item>
                <Descriptions.Item label={t('record.overrideLevel')} span={2}>
                  <Select
                    allowClear
                    style={{ width: 200 }}
                    aria-label={t('record.overrideLevel')}
                    placeholder={t('record.overridePlaceholder')}
                    value={record.level_override ?? undefined}
                    onChange={(v?: string) => void override(v)}
                    options={levels.map((l) => ({ value: l.level, label: l.level }))}
                  />
                </Descriptions.Item>
              </>
            )}
            <Descriptions.Item label={t('record.handle')} span={2}>
              <CallHandOff record={record} />
            </Descriptions.Item>
          </Descriptions>
          {record.record_url == null ? (
            <Typography.Text type="secondary">{t('record.notAnswered')}</Typography.Text>
          ) : (
            <CallTranscript record={record} recordUrl={record.record_url} />
          )}
        </Space>
      )}
    </Drawer>
  );
}
