import { useEffect, useRef, useState } from 'react';
import { App, Card, Select, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@/components/recording-player';
import { useQualityLiveListQuery, useQualityOptionsQuery, type QualityLiveCall } from '../api';

const POLL_MS = 5000;

/**
 * /monitor/call/monitor_plane: calls in progress with their running hits. A call with an alarm (a keyword or
 * silence rule that deducts) comes first and raises a notice the first time it shows.
 */
export default function LivePage() {
  const { t } = useTranslation('quality');
  const { notification } = App.useApp();
  const [queueId, setQueueId] = useState<number>();
  const [staffId, setStaffId] = useState<number>();
  const options = useQualityOptionsQuery().data?.data;
  const calls = useQualityLiveListQuery(
    { body: { queue_id: queueId, staff_id: staffId } },
    { pollingInterval: POLL_MS },
  ).data?.data;
  const noticed = useRef(new Set<string>());

  useEffect(() => {
    for (const call of calls ?? [])
      for (const hit of call.hits.filter((h) => h.alarm)) {
        const key = `${call.id}:${hit.rule_id}:${hit.start_ms}`;
        if (noticed.current.has(key)) continue;
        noticed.current.add(key);
        notification.warning({
          title: t('live.alarmNotice', { agent: call.staff_name }),
          description: t('live.alarmText', { rule: hit.rule_name, text: hit.text || t('live.silenceText') }),
        });
      }
  }, [calls, notification, t]);

  return (
    <Card
      title={t('title.live')}
      extra={<Typography.Text type="secondary">{t('live.refresh')}</Typography.Text>}
    >
      <Space style={{ marginBottom: 12 }}>
        <Select
          aria-label={t('live.queue')}
          placeholder={t('live.queue')}
          allowClear
          style={{ width: 160 }}
          value={queueId}
          onChange={setQueueId}
          options={(options?.queues ?? []).map((q) => ({ value: q.id, label: q.name }))}
        />
        <Select
          aria-label={t('live.agent')}
          placeholder={t('live.agent')}
          allowClear
          showSearch
          optionFilterProp="label"
          style={{ width: 160 }}
          value={staffId}
          onChange={setStaffId}
          options={(options?.staff ?? []).map((s) => ({ value: s.id, label: s.name }))}
        />
      </Space>
      <Table<QualityLiveCall>
        size="small"
        rowKey="id"
        aria-label={t('title.live')}
        dataSource={calls ?? []}
        pagination={false}
        rowClassName={(c) => (c.alarm ? 'quality-live-alarm' : '')}
        onRow={(c) => ({ style: c.alarm ? { background: '#fff1f0' } : undefined })}
        columns={[
          {
            title: t('live.agent'),
            dataIndex: 'staff_name',
            render: (_v, c) => (
              <Space>
                {c.staff_name}
                {c.own && <Tag color="blue">{t('live.own')}</Tag>}
                {c.alarm && <Tag color="red">{t('live.alarm')}</Tag>}
              </Space>
            ),
          },
          { title: t('live.queue'), dataIndex: 'queue_name', width: 100 },
          { title: t('live.phone'), dataIndex: 'phone', width: 130 },
          { title: t('live.talking'), dataIndex: 'seconds', width: 90, render: (s: number) => formatTime(s) },
          {
            title: t('live.hits'),
            key: 'hits',
            render: (_v, c) =>
              c.hits.map((h, i) => (
                <Tag key={i} color={h.alarm ? 'red' : 'orange'}>
                  {h.rule_name}
                </Tag>
              )),
          },
          { title: t('live.lastText'), dataIndex: 'last_text', ellipsis: true },
        ]}
      />
    </Card>
  );
}
