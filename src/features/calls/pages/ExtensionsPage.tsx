import { useMemo, useState } from 'react';
import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/store/hooks';
import { AddButton, DataTable, useEnum } from '@/components/data-table';
import { useFormDialog, useMutationFeedback } from '@/components/form-dialog';
import { filterSpec, listPagePrefetch, useListPage } from '@/components/list-page';
import { RowActions } from '@/components/row-actions';
import { PREFETCH_FRESH } from '@/lib/app-route';
import { selectUser } from '@/features/auth';
import {
  extensionsApi,
  staffApi,
  useExtensionDeleteMutation,
  useExtensionListQuery,
  useExtensionResetPasswordMutation,
  useExtensionUnbindMutation,
  useStaffOptionsQuery,
  type Extension,
  type ExtensionSecret,
} from '../api';
import { BindStaffModal } from '../components/BindStaffModal';
import { ExtensionFormModal } from '../components/ExtensionFormModal';
import { ExtensionStateTag } from '../components/ExtensionStateTag';
import { PasswordModal } from '../components/PasswordModal';
import { EXTENSION_BOUND } from '../enums';
import { useOwnExtensionState } from '../own-extension-state';

const LIST = {
  filters: filterSpec({ keyword: 'string', bound: { oneOf: EXTENSION_BOUND.values } }),
  table: 'extensions',
};

export const prefetch = listPagePrefetch(
  LIST,
  (body) => extensionsApi.util.prefetch('extensionList', { body }, PREFETCH_FRESH),
  [staffApi.util.prefetch('staffOptions', { body: {} }, PREFETCH_FRESH)],
);

/**
 * /call/extension (ROUTES-CALLCENTRE-05): the company's SIP extensions, who is bound to each and whether it
 * is registered; create, edit, delete (not while bound), bind and unbind staff, reset the SIP password.
 * The signed-in agent's own extension shows their real softphone state.
 */
export default function ExtensionsPage() {
  const { t } = useTranslation(['extensions', 'common']);
  const feedback = useMutationFeedback();
  const me = useAppSelector(selectUser);
  const ownState = useOwnExtensionState();
  const list = useListPage({ query: useExtensionListQuery, ...LIST });
  const bound = useEnum(EXTENSION_BOUND);
  const staffRows = useStaffOptionsQuery({ body: {} }).data?.data;
  const form = useFormDialog<Extension>();
  const binding = useFormDialog<Extension>();
  const [secret, setSecret] = useState<ExtensionSecret | null>(null);
  const [remove] = useExtensionDeleteMutation();
  const [unbind] = useExtensionUnbindMutation();
  const [reset] = useExtensionResetPasswordMutation();

  const { open: openForm } = form;
  const { open: openBinding } = binding;
  // both pickers (a new extension's holder, bind) take only staff without an extension: one who holds one is
  // shown with it and cannot be chosen, rather than refused after 确定
  const staff = useMemo(
    () =>
      (staffRows ?? []).map((s) => ({
        value: s.id,
        label: s.extension ? t('staffBound', { name: s.name, number: s.extension }) : s.name,
        disabled: !!s.extension,
      })),
    [staffRows, t],
  );

  const columns = useMemo((): ProColumns<Extension>[] => {
    return [
      {
        title: t('field.keyword'),
        dataIndex: 'keyword',
        hideInTable: true,
      },
      {
        title: t('field.bound'),
        dataIndex: 'bound',
        valueType: 'select',
        hideInTable: true,
        valueEnum: bound.valueEnum,
      },
      { title: t('field.number'), dataIndex: 'number', search: false, width: 110 },
      {
        title: t('field.staff'),
        dataIndex: 'staff_name',
        search: false,
        width: 130,
        render: (_d, e) => e.staff_name ?? t('unbound'),
      },
      {
        title: t('field.state'),
        dataIndex: 'state',
        search: false,
        width: 110,
        render: (_d, e) => <ExtensionStateTag state={e.number === me?.sip_username ? ownState : e.state} />,
      },
      { title: t('field.remark'), dataIndex: 'remark', search: false, ellipsis: true, width: 180 },
      { title: t('field.updatedAt'), dataIndex: 'updated_at', search: false, width: 170 },
      {
        title: t('field.actions'),
        valueType: 'option',
        width: 280,
        render: (_d, e) => (
          <RowActions
            row={e.number}
            max={4}
            actions={[
              { key: 'edit', label: t('edit'), onClick: () => openForm(e) },
              { key: 'bind', label: t('bind'), hidden: e.staff_id != null, onClick: () => openBinding(e) },
              {
                key: 'unbind',
                label: t('unbind'),
                hidden: e.staff_id == null,
                confirm: t('unbindConfirm', { name: e.staff_name }),
                onClick: () => feedback(unbind({ body: { id: e.id } }), { success: t('unbound_ok') }),
              },
              {
                key: 'reset',
                label: t('resetPassword'),
                confirm: t('resetConfirm'),
                // the success is the new password's own dialog
                onClick: () =>
                  feedback(reset({ body: { id: e.id } })).then((o) => o.ok && setSecret(o.data.data)),
              },
              {
                key: 'delete',
                label: t('delete'),
                danger: true,
                confirm: t('common:confirmDefault'),
                onClick: () => feedback(remove({ body: { id: e.id } }), { success: t('deleted') }),
              },
            ]}
          />
        ),
      },
    ];
  }, [t, bound, feedback, me?.sip_username, ownState, openForm, openBinding, unbind, reset, remove]);

  return (
    <>
      <DataTable<Extension>
        {...list.table}
        headerTitle={t('title')}
        columns={columns}
        toolBarRender={() => [
          <AddButton key="add" onClick={() => form.open()}>
            {t('add')}
          </AddButton>,
        ]}
      />
      <ExtensionFormModal {...form.props} record={form.record} staff={staff} onCreated={setSecret} />
      <BindStaffModal {...binding.props} record={binding.record} staff={staff} />
      <PasswordModal secret={secret} onClose={() => setSecret(null)} />
    </>
  );
}
