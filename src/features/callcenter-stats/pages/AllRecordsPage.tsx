import { useMemo } from 'react';
import { Card, Col, Flex, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { Chart } from '@/components/charts';
import { useDashboardAllRecordsQuery } from '../api';
import { barsOption, heatmapOption, ringOption } from '../charts/records-charts';
import { DashboardFrame, useChartHeight } from '../components/DashboardFrame';
import { KpiCard } from '../components/KpiCard';
import { answerRate, averageHandle, durationText, percentText } from '../figures';
import { useRangeParam } from '../range-param';
import { dashboardPrefetch } from '../dashboard-prefetch';

/** the locale's weekday keys, Monday (0) first */
const WEEKDAYS = ['0', '1', '2', '3', '4', '5', '6'] as const;

/** The range shown when the address names none. */
const FIRST_RANGE = 'last7';

export const prefetch = dashboardPrefetch('dashboardAllRecords', FIRST_RANGE);

/**
 * ROUTES-CALLCENTRE-03 /dashboard/allrecords: the calls of a range by weekday and hour (heat map), by result and
 * by talk time, summed by the server in the user's data scope.
 */
export default function AllRecordsPage() {
  const { t } = useTranslation('callcenterStats');
  const [range, setRange] = useRangeParam(FIRST_RANGE);
  const query = useDashboardAllRecordsQuery({ body: range });
  const data = query.data?.data;
  const heatHeight = useChartHeight(320);
  const ringHeight = useChartHeight(300);
  const options = useMemo(() => {
    if (!data) return undefined;
    const busiest = data.heat.reduce((m, c) => (c.calls > m.calls ? c : m), data.heat[0]!);
    return {
      heat: heatmapOption(
        data.heat,
        WEEKDAYS.map((d) => t(`weekday.${d}`)),
        t('records.heatDescription', {
          calls: data.figures.calls,
          weekday: t(`weekday.${WEEKDAYS[busiest.weekday]!}`),
          hour: busiest.hour,
          busiest: busiest.calls,
        }),
      ),
      results: ringOption(
        data.results.map((r) => ({ name: t(`result.${r.result}`), value: r.calls })),
        t('records.resultsDescription', { calls: data.figures.calls }),
      ),
      durations: barsOption(
        data.durations.map((d) => ({ name: t(`duration.${d.bucket}`), value: d.calls })),
        t('col.answered'),
        t('records.durationsDescription', { answered: data.figures.answered }),
      ),
    };
  }, [data, t]);
  const f = data?.figures;
  return (
    <DashboardFrame
      title={t('records.title')}
      range={range}
      onRange={setRange}
      refresh={query.refetch}
      updatedAt={query.fulfilledTimeStamp}
    >
      {f && options ? (
        <>
          <Flex wrap gap={12}>
            <KpiCard title={t('col.calls')} value={f.calls} />
            <KpiCard title={t('col.answered')} value={f.answered} />
            <KpiCard title={t('col.rate')} value={percentText(answerRate(f))} />
            <KpiCard title={t('col.talk')} value={durationText(f.talk_seconds)} />
            <KpiCard title={t('col.aht')} value={durationText(averageHandle(f))} />
          </Flex>
          <Card title={t('records.heatTitle')}>
            <Chart option={options.heat} height={heatHeight} />
          </Card>
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={12}>
              <Card title={t('records.resultsTitle')}>
                <Chart option={options.results} height={ringHeight} />
              </Card>
            </Col>
            <Col xs={24} xl={12}>
              <Card title={t('records.durationsTitle')}>
                <Chart option={options.durations} height={ringHeight} />
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
