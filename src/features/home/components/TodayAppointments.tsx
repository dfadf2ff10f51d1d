import { Button, Card, Empty, Skeleton, Tag, Typography } from 'antd';
import { PhoneOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/store/hooks';
import { softphoneCommands } from '@/features/softphone';
import { useHomeAppointmentListQuery } from '../api';

const row = {
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  padding: '8px 0',
  borderBottom: '1px solid #f0f0f0',
};

/** Customers whose next follow-up falls today, in time order, each ready to call. */
export function TodayAppointments() {
  const { t } = useTranslation('home');
  const dispatch = useAppDispatch();
  const { data, isLoading } = useHomeAppointmentListQuery();
  const items = data?.data ?? [];
  return (
    <Card title={t('appointments.title')} variant="borderless" size="small">
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('appointments.none')} />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((a) => (
            <li key={a.customer_id} style={row} data-testid="appointment">
              <Typography.Text strong>{a.next_follow_at.slice(11, 16)}</Typography.Text>
              <div style={{ flex: 1, minWidth: 0 }}>
                <div>
                  {a.name}
                  {a.stage && <Tag style={{ marginLeft: 8 }}>{a.stage}</Tag>}
                </div>
                <Typography.Text type="secondary" ellipsis>
                  {[a.contact, a.phone, a.remark].filter(Boolean).join(' · ')}
                </Typography.Text>
              </div>
              <Button
                size="small"
                type="link"
                icon={<PhoneOutlined />}
                onClick={() => dispatch(softphoneCommands.dial({ phone: a.phone }))}
              >
                {t('appointments.call')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
