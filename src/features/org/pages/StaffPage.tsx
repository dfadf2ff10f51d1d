import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AddButton, DataTable, useEnum } from '@/components/data-table';
import { useFormDialog, useMutationFeedback } from '@/components/form-dialog';
import { filterSpec, listPagePrefetch, useListPage } from '@/components/list-page';
import { PREFETCH_FRESH } from '@/lib/app-route';
import {
  departmentsApi,
  rolesApi,
  staffApi,
  useDepartmentTreeQuery,
  useRoleOptionsQuery,
  useStaffDeleteMutation,
  useStaffListQuery,
  useStaffSetStatusMutation,
  type Staff,
} from '../api';
import { ResetPasswordModal } from '../components/ResetPasswordModal';
import { StaffDrawer } from '../components/StaffDrawer';
import { staffColumns } from '../components/staff-columns';
import { STAFF_STATUS } from '../enums';

const LIST = {
  filters: filterSpec({
    keyword: 'string',
    department_id: 'number',
    role_id: 'number',
    status: { oneOf: STAFF_STATUS.values },
  }),
  table: 'staff',
};

export const prefetch = listPagePrefetch(
  LIST,
  (body) => staffApi.util.prefetch('staffList', { body }, PREFETCH_FRESH),
  [
    departmentsApi.util.prefetch('departmentTree', undefined, PREFETCH_FRESH),
    rolesApi.util.prefetch('roleOptions', undefined, PREFETCH_FRESH),
  ],
);

const NO_ROLES: { id: number; name: string }[] = [];

/** Shown from the column settings: at 1280 px the staff member's account and the actions fill the width. */
const DEFAULT_HIDDEN = ['last_login_at'];

/** ROUTES-CALLCENTRE-29 /expense/staff: the company's staff accounts, who may sign in and as what role. */
export default function StaffPage() {
  const { t } = useTranslation(['org', 'common']);
  const feedback = useMutationFeedback();
  const list = useListPage({ query: useStaffListQuery, ...LIST });
  const root = useDepartmentTreeQuery().data?.data;
  const roles = useRoleOptionsQuery().data?.data ?? NO_ROLES;
  const statuses = useEnum(STAFF_STATUS);
  const [setStatus] = useStaffSetStatusMutation();
  const [remove] = useStaffDeleteMutation();
  const drawer = useFormDialog<Staff>();
  const reset = useFormDialog<Staff>();
  const openDrawer = drawer.open;
  const openReset = reset.open;

  const columns = useMemo(
    () =>
      staffColumns({
        t,
        root,
        roles,
        statusEnum: statuses.valueEnum,
        onEdit: openDrawer,
        onResetPassword: openReset,
        onSetStatus: async (s, status) => {
          await feedback(setStatus({ body: { ids: [s.id], status } }), {
            success: t(status === 1 ? 'staff.enabledDone' : 'staff.disabledDone'),
          });
        },
        onDelete: async (s) => {
          await feedback(remove({ body: { ids: [s.id] } }), { success: t('common:deleteSuccess') });
        },
      }),
    [t, root, roles, statuses, openDrawer, openReset, setStatus, remove, feedback],
  );

  const toolbar = useMemo(() => {
    const add = (
      <AddButton key="add" onClick={() => openDrawer()}>
        {t('staff.add')}
      </AddButton>
    );
    return () => [add];
  }, [t, openDrawer]);

  return (
    <>
      <DataTable<Staff>
        {...list.table}
        headerTitle={t('staff.title')}
        columns={columns}
        defaultHidden={DEFAULT_HIDDEN}
        toolBarRender={toolbar}
      />
      <StaffDrawer {...drawer.props} staff={drawer.record} root={root} roles={roles} />
      <ResetPasswordModal {...reset.props} staff={reset.record} />
    </>
  );
}
