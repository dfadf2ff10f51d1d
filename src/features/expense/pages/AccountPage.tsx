import { Flex, Spin } from 'antd';
import { preloadCharts } from '@/components/charts';
import { firstViewBody } from '@/components/list-page';
import { PREFETCH_FRESH, type PagePrefetch } from '@/lib/app-route';
import { AccountStats } from '../components/AccountStats';
import { DailySpendCard } from '../components/DailySpendCard';
import { RECHARGE_LIST, RechargeRecords } from '../components/RechargeRecords';
import { feesApi, useFeeSummaryInfoQuery } from '../api';

/** The account's figures, its daily spend with the chart code, and the recharges' first view. */
export const prefetch: PagePrefetch = (context) => {
  const { dispatch } = context;
  preloadCharts();
  dispatch(feesApi.util.prefetch('feeSummaryInfo', undefined, PREFETCH_FRESH));
  dispatch(feesApi.util.prefetch('feeDailySpend', undefined, PREFETCH_FRESH));
  const body = firstViewBody(RECHARGE_LIST, context);
  if (body) dispatch(feesApi.util.prefetch('feeRecordList', { body }, PREFETCH_FRESH));
};

/**
 * ROUTES-CALLCENTRE-24 /expense/index: the company account — balance, spend, call minutes by kind, the last
 * 30 days' spend per day and the recharges. Every figure is summed by the server from the fee records that
 * /expense/details lists.
 */
export default function AccountPage() {
  const summary = useFeeSummaryInfoQuery().data?.data;
  return (
    <Flex vertical gap={16}>
      {summary ? <AccountStats summary={summary} /> : <Spin />}
      <DailySpendCard />
      <RechargeRecords />
    </Flex>
  );
}
