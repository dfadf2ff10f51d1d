import { Card, Col, Empty, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { PREFETCH_FRESH, type PagePrefetch } from '@/lib/app-route';
import { softphoneApi } from '@/features/softphone';
import { AgentCard } from '../components/AgentCard';
import { QuickDial } from '../components/QuickDial';
import { StatisticsCards } from '../components/StatisticsCards';
import { TodayAppointments } from '../components/TodayAppointments';
import { FIRST_RECENT_CALLS, RecentCalls } from '../components/RecentCalls';
import { homeApi, useHomeStatisticsQuery } from '../api';

/** The figures, today's appointments and the first page of recent calls. */
export const prefetch: PagePrefetch = ({ dispatch }) => {
  dispatch(homeApi.util.prefetch('homeStatistics', undefined, PREFETCH_FRESH));
  dispatch(homeApi.util.prefetch('homeAppointmentList', undefined, PREFETCH_FRESH));
  dispatch(softphoneApi.util.prefetch('softphoneCallRecordList', FIRST_RECENT_CALLS, PREFETCH_FRESH));
};

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
