import { Card, Col, Empty, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { AgentCard } from '../components/AgentCard';
import { QuickDial } from '../components/QuickDial';
import { RecentCalls } from '../components/RecentCalls';
import { StatisticsCards } from '../components/StatisticsCards';
import { TodayAppointments } from '../components/TodayAppointments';
import { useHomeStatisticsQuery } from '../api';

/** ROUTES-CALLCENTRE-01: the agent's workbench — status, figures, recent calls and today's appointments. */
export default function HomePage() {
  const { t } = useTranslation('home');
  const { data, isFetching, isError, refetch } = useHomeStatisticsQuery();
  const s = data?.data;
  return (
    <div>
      <AgentCard refreshing={isFetching} onRefresh={() => void refetch()} />
      {!s ? (
        <Card variant="borderless">
          {/* REQ-16: a failed load stops loading; the failure itself was already shown by the request layer. */}
          {isError ? <Empty description={t('loadFailed')} /> : <Skeleton active />}
        </Card>
      ) : (
        <StatisticsCards s={s} />
      )}
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col span={15}>
          <Row gutter={[16, 16]}>
            <Col span={24}>
              <QuickDial />
            </Col>
            <Col span={24}>
              <RecentCalls />
            </Col>
          </Row>
        </Col>
        <Col span={9}>
          <TodayAppointments />
        </Col>
      </Row>
    </div>
  );
}
