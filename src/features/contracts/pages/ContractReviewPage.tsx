import { useMemo, useState } from 'react';
import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table';
import { useFormDialog, useMutationFeedback } from '@/components/form-dialog';
import { filterSpec, listPagePrefetch, useListPage, type ListBody } from '@/components/list-page';
import { RowActions } from '@/components/row-actions';
import { PREFETCH_FRESH } from '@/lib/app-route';
import { contractsApi, useContractListQuery, useContractReviewMutation, type Contract } from '../api';
import { RejectDialog } from '../components/ContractDialogs';
import { ContractDrawer } from '../components/ContractDrawer';

const FILTERS = filterSpec({ keyword: 'string', range: { dateRange: ['start_date', 'end_date'] } });
// the review queue: contracts waiting for review, not archived
const pendingOnly = (body: ListBody<typeof FILTERS>) => ({
  ...body,
  status: 1 as const,
  archived: 0 as const,
});
const LIST = { filters: FILTERS, table: 'contractReview', toBody: pendingOnly };

export const prefetch = listPagePrefetch(LIST, (body) =>
  contractsApi.util.prefetch('contractList', { body }, PREFETCH_FRESH),
);

/** Shown from the column settings: at 1280 px the deadline is the date a reviewer works to. */
const DEFAULT_HIDDEN = ['created_at'];

/** ROUTES-CALLCENTRE-38 /contract/contractReview: contracts waiting for review, approved or rejected. */
export default function ContractReviewPage() {
  const { t } = useTranslation('contractFlow');
  const feedback = useMutationFeedback();
  const list = useListPage({ query: useContractListQuery, ...LIST });
  const [review] = useContractReviewMutation();
  const rejectDialog = useFormDialog<Contract>();
  const [previewing, setPreviewing] = useState<Contract | null>(null);

  const columns = useMemo((): ProColumns<Contract>[] => {
    const approve = (c: Contract) =>
      feedback(review({ body: { id: c.id, result: 1 } }), { success: t('review.approved') });
    return [
      {
        title: t('list.keyword'),
        dataIndex: 'keyword',
        hideInTable: true,
        fieldProps: { placeholder: t('list.keywordPlaceholder') },
      },
      { title: t('list.contractNo'), dataIndex: 'contract_no', search: false, width: 160 },
      { title: t('list.contractName'), dataIndex: 'contract_name', search: false, width: 180 },
      {
        title: t('list.customer'),
        dataIndex: 'customer_name',
        search: false,
        width: 160,
        render: (_d, c) => `${c.customer_name} ${c.customer_phone}`,
      },
      { title: t('list.issuer'), dataIndex: 'sender_name', search: false, width: 100 },
      { title: t('list.endTime'), dataIndex: 'contract_end_time', search: false, width: 170 },
      { title: t('list.createdAt'), dataIndex: 'created_at', search: false, width: 170 },
      { title: t('list.range'), dataIndex: 'range', valueType: 'dateRange', hideInTable: true },
      {
        title: t('list.actions'),
        dataIndex: 'actions',
        valueType: 'option',
        width: 200,
        render: (_d, c) => (
          <RowActions
            row={c.contract_name}
            actions={[
              { key: 'preview', label: t('list.preview'), onClick: () => setPreviewing(c) },
              {
                key: 'approve',
                label: t('review.approve'),
                confirm: t('review.approveConfirm'),
                onClick: () => approve(c),
              },
              { key: 'reject', label: t('review.reject'), danger: true, onClick: () => rejectDialog.open(c) },
            ]}
          />
        ),
      },
    ];
  }, [t, feedback, review, rejectDialog]);

  return (
    <>
      <DataTable<Contract>
        {...list.table}
        headerTitle={t('review.title')}
        columns={columns}
        defaultHidden={DEFAULT_HIDDEN}
      />
      <RejectDialog {...rejectDialog.props} contract={rejectDialog.record} />
      <ContractDrawer contract={previewing} onClose={() => setPreviewing(null)} />
    </>
  );
}
