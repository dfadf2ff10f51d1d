import { Flex, Spin } from 'antd';
import { AccountStats } from '../components/AccountStats';
import { DailySpendCard } from '../components/DailySpendCard';
import { RechargeRecords } from '../components/RechargeRecords';
import { useFeeSummaryInfoQuery } from '../api';

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
