import { Badge, Button, Card, Col, Descriptions, Row, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectUser } from '@/features/auth';
import { selectBadge, selectSoftphone, softphoneCommands } from '@/features/softphone';

/** Who is calling and whether calls can come in: the first thing an agent checks. */
export function AgentCard({ refreshing, onRefresh }: { refreshing: boolean; onRefresh: () => void }) {
  const { t } = useTranslation(['home', 'softphone']);
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const phone = useAppSelector(selectSoftphone);
  const badge = useAppSelector(selectBadge);
  const { sip, call } = phone;
  const callerId =
    sip.call_type === 'explicit'
      ? t('agent.explicit', { phone: sip.explicit_number })
      : t('agent.platform', { number: sip.sip_username });
  return (
    <Card variant="borderless" style={{ marginBottom: 16 }}>
      <Row align="middle" justify="space-between" gutter={16}>
        <Col>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('greeting', { name: user?.linkman || user?.username || '' })}
          </Typography.Title>
          <Typography.Text type="secondary">{t('intro')}</Typography.Text>
        </Col>
        <Col flex="auto">
          <Descriptions size="small" column={3} style={{ maxWidth: 640, marginLeft: 'auto' }}>
            <Descriptions.Item label={t('agent.status')}>
              <Badge status={badge} text={t(`softphone:status.${phone.status}`)} />
            </Descriptions.Item>
            <Descriptions.Item label={t('agent.callerId')}>{callerId}</Descriptions.Item>
            <Descriptions.Item>
              {call ? (
                <Typography.Text type="success">{t('agent.inCall', { phone: call.phone })}</Typography.Text>
              ) : phone.status === 'offline' ? (
                <Button
                  size="small"
                  type="primary"
                  onClick={() => dispatch(softphoneCommands.setStatus('online'))}
                >
                  {t('agent.goOnline')}
                </Button>
              ) : null}
            </Descriptions.Item>
          </Descriptions>
        </Col>
        <Col>
          <Button icon={<ReloadOutlined />} loading={refreshing} onClick={onRefresh}>
            {t('refresh')}
          </Button>
        </Col>
      </Row>
    </Card>
  );
}
