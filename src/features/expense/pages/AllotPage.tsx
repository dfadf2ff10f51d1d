import { useMemo } from 'react';
import { Card, Flex } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { AddButton, DataTable } from '@/components/data-table';
import { useFormDialog, useMutationFeedback } from '@/components/form-dialog';
import { filterSpec, listPagePrefetch, useListPage } from '@/components/list-page';
import { RowActions } from '@/components/row-actions';
import { PREFETCH_FRESH } from '@/lib/app-route';
import {
  feesApi,
  useFeeAllotListQuery,
  useFeeAllotUpdateMutation,
  useFeeSummaryInfoQuery,
  type FeeAllot,
} from '../api';
import { AllotModal } from '../components/AllotModal';
import { MoneyStat } from '../components/MoneyStat';
import { yuan } from '@/domain/money';

const TARGET_TYPES = ['department', 'staff'] as const;
const LIST = {
  filters: filterSpec({ keyword: 'string', target_type: { oneOf: TARGET_TYPES } }),
  table: 'fee-allots',
};

export const prefetch = listPagePrefetch(
  LIST,
  (body) => feesApi.util.prefetch('feeAllotList', { body }, PREFETCH_FRESH),
  [feesApi.util.prefetch('feeSummaryInfo', undefined, PREFETCH_FRESH)],
);

/** Shown from the column settings: at 1280 px the amounts and the adjustment fill the width. */
const DEFAULT_HIDDEN = ['department_name', 'remark', 'updated_at'];

/**
 * ROUTES-CALLCENTRE-26 /expense/allot: the company balance allotted to departments and staff, in money or
 * outbound minutes; the allotments and what is left always add up to the balance (the server refuses more).
 */
export default function AllotPage() {
  const { t } = useTranslation('expense');
  const feedback = useMutationFeedback();
  const list = useListPage({ query: useFeeAllotListQuery, ...LIST });
  const summary = useFeeSummaryInfoQuery().data?.data;
  const [update] = useFeeAllotUpdateMutation();
  const dialog = useFormDialog<FeeAllot>();
  const { open } = dialog;

  const columns = useMemo((): ProColumns<FeeAllot>[] => {
    const takeBack = async (a: FeeAllot) => {
      const body = { target_type: a.target_type, target_id: a.target_id, resource: a.resource, amount: 0 };
      await feedback(update({ body }), { success: t('allot.takenBack') });
    };
    const typeEnum = Object.fromEntries(TARGET_TYPES.map((v) => [v, { text: t(`allot.targetTypes.${v}`) }]));
    return [
      {
        title: t('allot.keyword'),
        dataIndex: 'keyword',
        hideInTable: true,
        fieldProps: { placeholder: t('allot.keyword') },
      },
      {
        title: t('allot.targetType'),
        dataIndex: 'target_type',
        valueType: 'select',
        valueEnum: typeEnum,
        width: 100,
      },
      { title: t('allot.target'), dataIndex: 'target_name', search: false, width: 160 },
      {
        title: t('allot.department'),
        dataIndex: 'department_name',
        search: false,
        render: (_d, a) => a.department_name ?? '-',
        width: 140,
      },
      {
        title: t('allot.resource'),
        dataIndex: 'resource',
        search: false,
        render: (_d, a) => t(`allot.resources.${a.resource}`),
        width: 100,
      },
      {
        title: t('allot.amount'),
        dataIndex: 'amount',
        search: false,
        align: 'right',
        render: (_d, a) =>
          t(`allot.amountValue.${a.resource}`, {
            amount: a.resource === 'balance' ? yuan(a.amount) : a.amount,
          }),
        width: 130,
      },
      {
        title: t('allot.amountFen'),
        dataIndex: 'amount_fen',
        search: false,
        align: 'right',
        render: (_d, a) => yuan(a.amount_fen),
        width: 130,
      },
      {
        title: t('allot.monthConsumed'),
        dataIndex: 'month_consumed',
        search: false,
        align: 'right',
        render: (_d, a) => yuan(a.month_consumed),
        width: 130,
      },
      { title: t('allot.remark'), dataIndex: 'remark', search: false, ellipsis: true, width: 160 },
      { title: t('allot.updatedAt'), dataIndex: 'updated_at', search: false, width: 170 },
      {
        title: t('allot.adjust'),
        dataIndex: 'id',
        search: false,
        fixed: 'right',
        width: 130,
        render: (_d, a) => (
          <RowActions
            row={a.target_name}
            actions={[
              { key: 'adjust', label: t('allot.adjust'), onClick: () => open(a) },
              {
                key: 'takeBack',
                label: t('allot.takeBack'),
                danger: true,
                confirm: t('allot.takeBackConfirm', { name: a.target_name }),
                onClick: () => takeBack(a),
              },
            ]}
          />
        ),
      },
    ];
  }, [t, open, update, feedback]);

  const toolbar = useMemo(() => {
    const add = (
      <AddButton key="add" onClick={() => open()}>
        {t('allot.add')}
      </AddButton>
    );
    return () => [add];
  }, [open, t]);

  return (
    <Flex vertical gap={16}>
      <Card size="small" title={t('allot.hint')}>
        {summary && (
          <Flex gap={48}>
            <MoneyStat title={t('allot.balance')} fen={summary.balance} />
            <MoneyStat title={t('allot.allotted')} fen={summary.allotted} />
            <MoneyStat title={t('allot.unallotted')} fen={summary.unallotted} />
          </Flex>
        )}
      </Card>
      <DataTable<FeeAllot>
        {...list.table}
        headerTitle={t('allot.title')}
        columns={columns}
        defaultHidden={DEFAULT_HIDDEN}
        toolBarRender={toolbar}
      />
      <AllotModal {...dialog.props} allot={dialog.record} summary={summary} />
    </Flex>
  );
}
