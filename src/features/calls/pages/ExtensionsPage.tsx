import { useMemo, useState } from 'react';
import { App, Button, Popconfirm, Space } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/store/hooks';
import { AddButton, DataTable } from '@/components/data-table';
import { DeleteConfirm } from '@/components/delete-confirm';
import { useFormDialog } from '@/components/form-dialog';
import { filterSpec, listPagePrefetch, useListPage } from '@/components/list-page';
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
import { useOwnExtensionState } from '../own-extension-state';

const LIST = { filters: filterSpec({ keyword: 'string', bound: { oneOf: [0, 1] } }), table: 'extensions' };

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
  const { t } = useTranslation('extensions');
  const { message } = App.useApp();
  const me = useAppSelector(selectUser);
  const ownState = useOwnExtensionState();
  const list = useListPage({ query: useExtensionListQuery, ...LIST });
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
    // a refusal was already shown by the request layer; a success says so here
    const done = async (call: Promise<{ error?: unknown }>, text: string) => {
      if ((await call).error === undefined) void message.success(text);
    };
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
        valueEnum: { 1: { text: t('bound.1') }, 0: { text: t('bound.0') } },
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
          <Space size={0}>
            <Button type="link" size="small" onClick={() => openForm(e)}>
              {t('edit')}
            </Button>
            {e.staff_id == null ? (
              <Button type="link" size="small" onClick={() => openBinding(e)}>
                {t('bind')}
              </Button>
            ) : (
              <Popconfirm
                title={t('unbindConfirm', { name: e.staff_name })}
                onConfirm={() => done(unbind({ body: { id: e.id } }), t('unbound_ok'))}
              >
                <Button type="link" size="small">
                  {t('unbind')}
                </Button>
              </Popconfirm>
            )}
            <Popconfirm
              title={t('resetConfirm')}
              onConfirm={async () => {
                const answer = await reset({ body: { id: e.id } });
                if (answer.data) setSecret(answer.data.data);
              }}
            >
              <Button type="link" size="small">
                {t('resetPassword')}
              </Button>
            </Popconfirm>
            <DeleteConfirm onConfirm={() => done(remove({ body: { id: e.id } }), t('deleted'))}>
              <Button type="link" size="small" danger>
                {t('delete')}
              </Button>
            </DeleteConfirm>
          </Space>
        ),
      },
    ];
  }, [t, message, me?.sip_username, ownState, openForm, openBinding, unbind, reset, remove]);

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
