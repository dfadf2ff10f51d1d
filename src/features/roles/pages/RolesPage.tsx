import { useMemo } from 'react';
import { Space, Tag } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { AddButton, DataTable } from '@/components/data-table';
import { useFormDialog, useMutationFeedback } from '@/components/form-dialog';
import { filterSpec, listPagePrefetch, useListPage } from '@/components/list-page';
import { RowActions } from '@/components/row-actions';
import { PREFETCH_FRESH } from '@/lib/app-route';
import { rolesApi, useRoleDeleteMutation, useRoleListQuery, type Role } from '../api';
import { RoleDrawer } from '../components/RoleDrawer';

const LIST = { filters: filterSpec({ keyword: 'string' }), table: 'roles' };

export const prefetch = listPagePrefetch(LIST, (body) =>
  rolesApi.util.prefetch('roleList', { body }, PREFETCH_FRESH),
);

/** ROUTES-CALLCENTRE-27 /expense/rolemanager: the roles, what each may open and whose data it sees. */
export default function RolesPage() {
  const { t } = useTranslation(['roles', 'common']);
  const feedback = useMutationFeedback();
  const list = useListPage({ query: useRoleListQuery, ...LIST });
  const dialog = useFormDialog<Role>();
  const [remove] = useRoleDeleteMutation();
  const edit = dialog.open;

  const columns = useMemo((): ProColumns<Role>[] => {
    return [
      {
        title: t('field.name'),
        dataIndex: 'keyword',
        hideInTable: true,
        fieldProps: { placeholder: t('searchPlaceholder') },
      },
      {
        title: t('field.name'),
        dataIndex: 'name',
        search: false,
        width: 160,
        render: (_d, r) => (
          <Space size={4}>
            {r.name}
            {r.is_system === 1 && <Tag variant="filled">{t('builtIn')}</Tag>}
          </Space>
        ),
      },
      { title: t('field.description'), dataIndex: 'description', search: false, ellipsis: true, width: 240 },
      {
        title: t('field.dataScope'),
        dataIndex: 'data_scope',
        search: false,
        width: 150,
        render: (_d, r) => t(`scope.${r.data_scope}`),
      },
      { title: t('field.staffCount'), dataIndex: 'staff_count', search: false, width: 90 },
      { title: t('field.updatedAt'), dataIndex: 'updated_at', search: false, width: 170 },
      {
        title: t('actions'),
        key: 'actions',
        search: false,
        fixed: 'right',
        width: 120,
        render: (_d, r) => (
          <RowActions
            row={r.name}
            actions={[
              { key: 'edit', label: t('edit'), onClick: () => edit(r) },
              {
                key: 'delete',
                label: t('delete'),
                danger: true,
                disabled: r.is_system === 1,
                disabledReason: t('builtInCannotDelete'),
                confirm: t('common:confirmDelete'),
                onClick: () =>
                  feedback(remove({ body: { id: r.id } }), { success: t('common:deleteSuccess') }),
              },
            ]}
          />
        ),
      },
    ];
  }, [t, edit, remove, feedback]);

  const toolbar = useMemo(() => {
    const add = (
      <AddButton key="add" onClick={() => edit()}>
        {t('add')}
      </AddButton>
    );
    return () => [add];
  }, [t, edit]);

  return (
    <>
      <DataTable<Role> {...list.table} headerTitle={t('title')} columns={columns} toolBarRender={toolbar} />
      <RoleDrawer role={dialog.record} {...dialog.props} />
    </>
  );
}
