import { List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RecordingPlayer } from '@/components/recording-player';
import type { RobotCallRecordDetail } from './api';

/**
 * An answered robot call's recording, the nodes it walked and its transcript with what produced each robot line;
 * a customer turn in which nothing was said shows as a silence with its length, so a repeated robot line reads
 * as the answer to it.
 */
export function CallTranscript({ record, recordUrl }: { record: RobotCallRecordDetail; recordUrl: string }) {
  const { t } = useTranslation('robotTasks');
  return (
    <>
      <div>
        <Typography.Title level={5}>{t('record.recording')}</Typography.Title>
        <RecordingPlayer src={recordUrl} downloadName={`${record.phone}-${record.id}.wav`} />
      </div>
      <div>
        <Typography.Title level={5}>{t('record.path')}</Typography.Title>
        <Typography.Text>{record.path.join(t('record.pathSeparator'))}</Typography.Text>
      </div>
      <List
        header={<Typography.Text strong>{t('record.transcript')}</Typography.Text>}
        aria-label={t('record.transcript')}
        size="small"
        dataSource={record.lines}
        renderItem={(line, i) => (
          <List.Item key={i}>
            <Space orientation="vertical" size={0}>
              <Space size={4}>
                <Tag color={line.role === 'robot' ? 'geekblue' : 'green'}>
                  {line.role === 'robot' ? t('record.robot') : t('record.customerSide')}
                </Tag>
                {line.source_kind && (
                  <Typography.Text type="secondary">
                    {line.source_kind === 'kb'
                      ? t('record.fromKb', { name: line.source_name })
                      : t('record.fromNode', { name: line.source_name })}
                  </Typography.Text>
                )}
              </Space>
              {line.silence_s != null ? (
                <Typography.Text type="secondary" italic>
                  {t('record.silence', { s: line.silence_s })}
                </Typography.Text>
              ) : (
                <Typography.Text>{line.text}</Typography.Text>
              )}
            </Space>
          </List.Item>
        )}
      />
    </>
  );
}
