import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AddButton, DataTable, useEnum } from '@/components/data-table';
import { useFormDialog, useMutationFeedback } from '@/components/form-dialog';
import { filterSpec, listPagePrefetch, useListPage } from '@/components/list-page';
import { PREFETCH_FRESH } from '@/lib/app-route';
import {
  explicitNumbersApi,
  staffApi,
  useExplicitNumberDeleteMutation,
  useExplicitNumberDisableMutation,
  useExplicitNumberEnableMutation,
  useExplicitNumberListQuery,
  useStaffOptionsQuery,
  type ExplicitNumberRecord,
} from '../api';
import { explicitNumberColumns } from '../components/explicit-number-columns';
import { NUMBER_AUDIT, NUMBER_STATUS } from '../enums';
import { ExplicitNumberModal } from '../components/ExplicitNumberModal';

const LIST = {
  filters: filterSpec({
    keyword: 'string',
    staff_id: 'number',
    audit_status: { oneOf: NUMBER_AUDIT.values },
    status: { oneOf: NUMBER_STATUS.values },
  }),
  table: 'explicit-numbers',
};

export const prefetch = listPagePrefetch(
  LIST,
  (body) => explicitNumbersApi.util.prefetch('explicitNumberList', { body }, PREFETCH_FRESH),
  [staffApi.util.prefetch('staffOptions', { body: {} }, PREFETCH_FRESH)],
);

/** While a number waits for review the list asks again this often, so its outcome shows up by itself. */
const REVIEW_POLL_MS = 1500;

/**
 * ROUTES-CALLCENTRE-33 /system/explicitNumber: the mobile numbers staff call from, with their real-name report
 * and review. An enabled, approved number is offered in its user's call-type dropdown in the header.
 */
export default function ExplicitNumbersPage() {
  const { t } = useTranslation(['system', 'common']);
  const feedback = useMutationFeedback();
  const list = useListPage({ query: useExplicitNumberListQuery, ...LIST });
  const staff = useStaffOptionsQuery({ body: {} }).data?.data;
  const audits = useEnum(NUMBER_AUDIT);
  const statuses = useEnum(NUMBER_STATUS);
  const dialog = useFormDialog<ExplicitNumberRecord>();
  const openDialog = dialog.open;
  const [enable] = useExplicitNumberEnableMutation();
  const [disable] = useExplicitNumberDisableMutation();
  const [remove] = useExplicitNumberDeleteMutation();

  const { refetch, data: page } = list.result;
  const rows: readonly ExplicitNumberRecord[] | undefined = page?.data.data;
  const reviewing = rows?.some((r) => r.audit_status === 0) ?? false;
  useEffect(() => {
    if (!reviewing) return;
    const timer = setInterval(() => void refetch(), REVIEW_POLL_MS);
    return () => clearInterval(timer);
  }, [reviewing, refetch]);

  const staffOptions = useMemo(() => (staff ?? []).map((s) => ({ value: s.id, label: s.name })), [staff]);

  const columns = useMemo(() => {
    const staffEnum = Object.fromEntries((staff ?? []).map((s) => [String(s.id), { text: s.name }]));
    return explicitNumberColumns({
      t,
      staffEnum,
      audits,
      statuses,
      onEdit: (r) => openDialog(r),
      async onSwitch(r, status) {
        await feedback((status ? enable : disable)({ body: { id: r.id } }), {
          success: t(status ? 'explicitNumber.enabled' : 'explicitNumber.disabled', { phone: r.phone }),
        });
      },
      async onDelete(r) {
        await feedback(remove({ body: { id: r.id } }), { success: t('common:deleteSuccess') });
      },
    });
  }, [t, staff, audits, statuses, openDialog, enable, disable, remove, feedback]);

  const toolbar = useMemo(() => {
    const add = (
      <AddButton key="add" onClick={() => openDialog()}>
        {t('explicitNumber.addTitle')}
      </AddButton>
    );
    return () => [add];
  }, [openDialog, t]);

  return (
    <>
      <DataTable<ExplicitNumberRecord>
        {...list.table}
        headerTitle={t('explicitNumber.title')}
        columns={columns}
        toolBarRender={toolbar}
      />
      <ExplicitNumberModal record={dialog.record} staff={staffOptions} {...dialog.props} />
    </>
  );
}
