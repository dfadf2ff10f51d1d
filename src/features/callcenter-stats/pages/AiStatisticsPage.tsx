import { useMemo } from 'react';
import { Card, Col, Flex, Row, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Chart } from '@/components/charts';
import { useDashboardAiStatisticsQuery } from '../api';
import { daysOption, funnelOption, ringOption } from '../charts/records-charts';
import { DashboardFrame, useChartHeight } from '../components/DashboardFrame';
import { KpiCard } from '../components/KpiCard';
import { percentText } from '../figures';
import { useRangeParam } from '../range-param';
import { dashboardPrefetch } from '../dashboard-prefetch';

const rate = (part: number, whole: number) => (whole ? part / whole : null);

/** The range shown when the address names none. */
const FIRST_RANGE = 'last7';

export const prefetch = dashboardPrefetch('dashboardAiStatistics', FIRST_RANGE);

/**
 * ROUTES-CALLCENTRE-04 /dashboard/aistatistics: the robot calls of the user's tasks over a range — intent levels
 * A–F, call outcomes, the conversion funnel and the figures per task.
 */
export default function AiStatisticsPage() {
  const { t } = useTranslation('callcenterStats');
  const [range, setRange] = useRangeParam(FIRST_RANGE);
  const query = useDashboardAiStatisticsQuery({ body: range });
  const data = query.data?.data;
  const height = useChartHeight(300);
  const options = useMemo(() => {
    if (!data) return undefined;
    const [called, , , , converted] = data.funnel.map((s) => s.calls);
    return {
      funnel: funnelOption(
        data.funnel.map((s) => ({ name: t(`funnel.${s.step}`), value: s.calls })),
        t('ai.funnelDescription', {
          called,
          converted,
          rate: percentText(rate(converted ?? 0, called ?? 0)),
        }),
      ),
      intents: ringOption(
        data.intents.map((i) => ({ name: t('ai.level', { level: i.level }), value: i.calls })),
        t('ai.intentsDescription'),
      ),
      outcomes: ringOption(
        data.outcomes.map((o) => ({ name: t(`outcome.${o.outcome}`), value: o.calls })),
        t('ai.outcomesDescription'),
      ),
      days: daysOption(
        data.days.map((d) => d.date.slice(5)),
        [
          { name: t('funnel.called'), data: data.days.map((d) => d.called) },
          { name: t('funnel.answered'), data: data.days.map((d) => d.answered) },
          { name: t('funnel.intent'), data: data.days.map((d) => d.intent) },
        ],
        t('ai.daysDescription', { days: data.days.length }),
      ),
    };
  }, [data, t]);
  const step = (name: string) => data?.funnel.find((s) => s.step === name)?.calls ?? 0;
  return (
    <DashboardFrame
      title={t('ai.title')}
      range={range}
      onRange={setRange}
      refresh={query.refetch}
      updatedAt={query.fulfilledTimeStamp}
    >
      {data && options ? (
        <>
          <Flex wrap gap={12}>
            <KpiCard title={t('funnel.called')} value={step('called')} />
            <KpiCard title={t('funnel.answered')} value={step('answered')} />
            <KpiCard title={t('col.rate')} value={percentText(rate(step('answered'), step('called')))} />
            <KpiCard title={t('funnel.intent')} value={step('intent')} />
            <KpiCard title={t('funnel.converted')} value={step('converted')} />
            <KpiCard
              title={t('ai.conversion')}
              value={percentText(rate(step('converted'), step('called')))}
            />
          </Flex>
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={8}>
              <Card title={t('ai.funnelTitle')}>
                <Chart option={options.funnel} height={height} />
              </Card>
            </Col>
            <Col xs={24} xl={8}>
              <Card title={t('ai.intentsTitle')}>
                <Chart option={options.intents} height={height} />
              </Card>
            </Col>
            <Col xs={24} xl={8}>
              <Card title={t('ai.outcomesTitle')}>
                <Chart option={options.outcomes} height={height} />
              </Card>
            </Col>
          </Row>
          <Card title={t('ai.daysTitle')}>
            <Chart option={options.days} height={height} />
          </Card>
          <Card title={t('ai.tasksTitle')}>
            <Table
              rowKey="task_id"
              size="middle"
              pagination={false}
              dataSource={data.tasks}
              columns={[
                { title: t('ai.task'), dataIndex: 'name', key: 'name' },
                { title: t('funnel.called'), dataIndex: 'called', key: 'called', align: 'right' },
                { title: t('funnel.answered'), dataIndex: 'answered', key: 'answered', align: 'right' },
                {
                  title: t('col.rate'),
                  key: 'rate',
                  align: 'right',
                  render: (_v, r) => percentText(rate(r.answered, r.called)),
                },
                { title: t('funnel.intent'), dataIndex: 'intent', key: 'intent', align: 'right' },
                { title: t('funnel.converted'), dataIndex: 'converted', key: 'converted', align: 'right' },
              ]}
            />
          </Card>
        </>
      ) : (
        <Card loading />
      )}
    </DashboardFrame>
  );
}
