import { useState } from 'react';
import { Button, Card, Table, Tag } from 'antd';
import { PhoneOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { SoftphoneCallRecordListApiResponse } from '@/api/generated/softphone.gen';
import { useAppDispatch } from '@/store/hooks';
import { softphoneCommands, useSoftphoneCallRecordListQuery } from '@/features/softphone';
import { formatClock, relativeTime } from '@/lib/time-format';

type CallRecord = SoftphoneCallRecordListApiResponse['data']['list'][number];

const STATUS_COLOR: Record<CallRecord['status'], string> = {
  answered: 'success',
  rejected: 'error',
  busy: 'warning',
  no_answer: 'default',
  unreachable: 'default',
  failed: 'error',
  cancelled: 'default',
};
const PAGE_SIZE = 8;
/** The first page's request (the workbench's prefetch sends it). */
export const FIRST_RECENT_CALLS = { body: { page: 1, limit: PAGE_SIZE } };

/** The latest calls, newest first, each one click away from a redial. */
export function RecentCalls() {
  const { t } = useTranslation('home');
  const dispatch = useAppDispatch();
  const [page, setPage] = useState(1);
  const { data, isFetching } = useSoftphoneCallRecordListQuery({ body: { page, limit: PAGE_SIZE } });
  return (
    <Card title={t('recent.title')} variant="borderless" size="small">
      <Table<CallRecord>
        rowKey="uuid"
        size="small"
        loading={isFetching}
        dataSource={data?.data.list}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.data.total,
          onChange: setPage,
          showSizeChanger: false,
          simple: true,
        }}
        columns={[
          {
            title: t('recent.time'),
            dataIndex: 'started_at',
            width: 110,
            render: (v: string) => <span title={v}>{relativeTime(v)}</span>,
          },
          {
            title: t('recent.party'),
            key: 'party',
            render: (_v, r) => (r.customer_name ? `${r.customer_name} ${r.phone}` : r.phone),
          },
          {
            title: t('recent.direction'),
            dataIndex: 'direction',
            width: 70,
            render: (v: 'out' | 'in') => t(`recent.${v}`),
          },
          {
            title: t('recent.status'),
            dataIndex: 'status',
            width: 90,
            render: (v: CallRecord['status']) => (
              <Tag color={STATUS_COLOR[v]}>{t(`recent.statuses.${v}`)}</Tag>
            ),
          },
          {
            title: t('recent.duration'),
            dataIndex: 'talk_seconds',
            width: 90,
            render: (v: number) => formatClock(v),
          },
          {
            key: 'redial',
            width: 80,
            render: (_v, r) => (
              <Button
                size="small"
                type="link"
                icon={<PhoneOutlined />}
                onClick={() => dispatch(softphoneCommands.dial({ phone: r.phone }))}
              >
                {t('recent.redial')}
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}
