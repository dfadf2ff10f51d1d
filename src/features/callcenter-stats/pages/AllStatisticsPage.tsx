import { useMemo } from 'react';
import { Card, Col, Flex, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { Chart } from '@/components/charts';
import { useDashboardAllStatisticsQuery } from '../api';
import { figuresChartOption } from '../charts/figures-chart';
import { DashboardFrame, useChartHeight } from '../components/DashboardFrame';
import { KpiCard } from '../components/KpiCard';
import { StatsTable } from '../components/StatsTable';
import { answerRate, averageHandle, durationText, percentText, trend } from '../figures';
import { useRangeParam } from '../range-param';
import { dashboardPrefetch } from '../dashboard-prefetch';

/** The range shown when the address names none. */
const FIRST_RANGE = 'last30';

export const prefetch = dashboardPrefetch('dashboardAllStatistics', FIRST_RANGE);

/**
 * ROUTES-CALLCENTRE-02 /dashboard/allstatistics: the company's key figures over a range against the period
 * before, the trend per day, the departments and the ten busiest agents. A wallboard: auto-refresh, full screen.
 */
export default function AllStatisticsPage() {
  const { t } = useTranslation('callcenterStats');
  // a trend needs days: the last 30 (and the 30 before them) unless the URL says otherwise
  const [range, setRange] = useRangeParam(FIRST_RANGE);
  const query = useDashboardAllStatisticsQuery({ body: range });
  const data = query.data?.data;
  const trendHeight = useChartHeight(300);
  const texts = useMemo(
    () => ({ calls: t('col.calls'), answered: t('col.answered'), rate: t('col.rate') }),
    [t],
  );
  const trendOption = useMemo(
    () =>
      data &&
      figuresChartOption(
        data.days.map((d) => d.date.slice(5)),
        data.days,
        {
          ...texts,
          description: t('overview.trendDescription', {
            days: data.days.length,
            calls: data.current.calls,
            answered: data.current.answered,
          }),
        },
        true,
      ),
    [data, texts, t],
  );
  const departmentOption = useMemo(
    () =>
      data &&
      figuresChartOption(
        data.departments.map((d) => d.label),
        data.departments,
        { ...texts, description: t('overview.departmentsDescription', { count: data.departments.length }) },
      ),
    [data, texts, t],
  );
  const c = data?.current;
  const p = data?.previous;
  const rateChange =
    c && p && answerRate(c) !== null && answerRate(p) ? trend(answerRate(c)!, answerRate(p)!) : null;
  return (
    <DashboardFrame
      title={t('overview.title')}
      range={range}
      onRange={setRange}
      refresh={query.refetch}
      updatedAt={query.fulfilledTimeStamp}
    >
      {c && p && data ? (
        <>
          <Flex wrap gap={12}>
            <KpiCard title={t('col.calls')} value={c.calls} change={trend(c.calls, p.calls)} />
            <KpiCard title={t('col.answered')} value={c.answered} change={trend(c.answered, p.answered)} />
            <KpiCard title={t('col.rate')} value={percentText(answerRate(c))} change={rateChange} />
            <KpiCard
              title={t('col.talk')}
              value={durationText(c.talk_seconds)}
              change={trend(c.talk_seconds, p.talk_seconds)}
            />
            <KpiCard title={t('col.aht')} value={durationText(averageHandle(c))} />
            <KpiCard
              title={t('overview.activeAgents')}
              value={t('overview.activeOf', { active: data.active_agents, agents: data.agents })}
            />
          </Flex>
          <Card title={t('overview.trendTitle')}>
            {trendOption && <Chart option={trendOption} height={trendHeight} />}
          </Card>
          {/* the top ten's seven columns take more of the width than the departments' bars; side by side only on a wide
              screen (at 1440 px the ten's figures would scroll) */}
          <Row gutter={[16, 16]}>
            <Col xs={24} xxl={10}>
              <Card title={t('overview.departmentsTitle')}>
                {departmentOption && <Chart option={departmentOption} height={trendHeight} />}
              </Card>
            </Col>
            <Col xs={24} xxl={14}>
              <Card title={t('overview.topTitle')}>
                <StatsTable
                  rows={data.top_agents}
                  labelTitle={t('statistics.label.agent')}
                  showGroup
                  size="small"
                />
              </Card>
            </Col>
          </Row>
        </>
      ) : (
        <Card loading />
      )}
    </DashboardFrame>
  );
}
