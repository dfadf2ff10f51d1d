import { Button, Card, Empty, List, Tag, Typography } from 'antd';
import { PhoneOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/app/hooks';
import { softphoneCommands } from '@/features/softphone';
import { useHomeAppointmentListQuery } from '../api';

/** Customers whose next follow-up falls today, in time order, each ready to call. */
export function TodayAppointments() {
  const { t } = useTranslation('home');
  const dispatch = useAppDispatch();
  const { data, isFetching } = useHomeAppointmentListQuery();
  return (
    <Card title={t('appointments.title')} variant="borderless" size="small">
      <List
        loading={isFetching}
        dataSource={data?.data ?? []}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('appointments.none')} />,
        }}
        renderItem={(a) => (
          <List.Item
            actions={[
              <Button
                key="call"
                size="small"
                type="link"
                icon={<PhoneOutlined />}
                onClick={() => dispatch(softphoneCommands.dial({ phone: a.phone }))}
              >
                {t('appointments.call')}
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={
                <>
                  <Typography.Text strong>{a.next_follow_at.slice(11, 16)}</Typography.Text> {a.name}
                  {a.stage && <Tag style={{ marginLeft: 8 }}>{a.stage}</Tag>}
                </>
              }
              description={[a.contact, a.phone, a.remark].filter(Boolean).join(' · ')}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
