import { useMemo } from 'react';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Chart } from '@/components/charts';
import { useFeeDailySpendQuery, type FeeDaySpend } from '../api';
import { dailySpendOption } from '../daily-spend-chart';
import { yuan } from '@/domain/money';

const HEIGHT = 280;

function describe(days: readonly FeeDaySpend[]) {
  const max = days.reduce<FeeDaySpend | undefined>((m, d) => (!m || d.amount > m.amount ? d : m), undefined);
  return {
    total: yuan(days.reduce((t, d) => t + d.amount, 0)),
    today: yuan(days.at(-1)?.amount ?? 0),
    max: yuan(max?.amount ?? 0),
    maxDate: max?.date ?? '',
  };
}

/** The account's spend per day over the last 30 days, as bars (the chart code loads with this card). */
export function DailySpendCard() {
  const { t } = useTranslation('expense');
  const days = useFeeDailySpendQuery().data?.data;
  const option = useMemo(
    () =>
      days &&
      dailySpendOption(days, {
        series: t('account.chartSeries'),
        day: (d) => t('account.chartDay', { date: d.date, amount: yuan(d.amount), units: d.call_units }),
        description: t('account.chartDescription', describe(days)),
      }),
    [days, t],
  );
  return (
    <Card title={t('account.chartTitle')}>
      {option ? <Chart option={option} height={HEIGHT} /> : <div style={{ height: HEIGHT }} />}
    </Card>
  );
}
