import { Popconfirm, Switch, Typography } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import type { TFunction } from 'i18next';
import { RowActions } from '@/components/row-actions';
import type { Department, Staff } from '../api';
import { departmentOptions } from '../department-tree';

interface StaffColumnsOptions {
  t: TFunction<['org', 'common']>;
  root: Department | undefined;
  roles: { id: number; name: string }[];
  /** STAFF_STATUS's choices (useEnum). */
  statusEnum: ProColumns<Staff>['valueEnum'];
  onEdit(s: Staff): void;
  onResetPassword(s: Staff): void;
  onSetStatus(s: Staff, status: Staff['status']): void;
  onDelete(s: Staff): void;
}

/**
 * The staff list's columns and search fields. Disabling asks first (the member is signed out at once);
 * enabling does not.
 */
export function staffColumns({
  t,
  root,
  roles,
  statusEnum,
  onEdit,
  onResetPassword,
  onSetStatus,
  onDelete,
}: StaffColumnsOptions): ProColumns<Staff>[] {
  const statusSwitch = (s: Staff) => {
    const toggle = (
      <Switch
        size="small"
        checked={s.status === 1}
        checkedChildren={t('staff.enabled')}
        unCheckedChildren={t('staff.disabled')}
        aria-label={`${t('staff.enabled')} ${s.linkman}`}
        onChange={s.status === 1 ? undefined : () => onSetStatus(s, 1)}
      />
    );
    return s.status === 1 ? (
      <Popconfirm title={t('staff.disableConfirm')} onConfirm={() => onSetStatus(s, 0)}>
        {toggle}
      </Popconfirm>
    ) : (
      toggle
    );
  };

  return [
    {
      title: t('staff.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: t('staff.search'), maxLength: 50 },
    },
    { title: t('staff.username'), dataIndex: 'username', search: false, width: 120 },
    { title: t('staff.linkman'), dataIndex: 'linkman', search: false, width: 110 },
    { title: t('staff.phone'), dataIndex: 'phone', search: false, width: 120 },
    {
      title: t('staff.department'),
      dataIndex: 'department_id',
      valueType: 'treeSelect',
      fieldProps: {
        treeData: root ? [departmentOptions(root, String)] : [],
        treeDefaultExpandAll: true,
        showSearch: true,
        treeNodeFilterProp: 'title',
        'aria-label': t('staff.department'),
      },
      render: (_d, s) => s.department_name,
      width: 130,
    },
    {
      title: t('staff.role'),
      dataIndex: 'role_id',
      valueType: 'select',
      valueEnum: Object.fromEntries(roles.map((r) => [String(r.id), { text: r.name }])),
      fieldProps: { 'aria-label': t('staff.role') },
      render: (_d, s) => s.role_name,
      width: 110,
    },
    { title: t('staff.extension'), dataIndex: 'sip_username', search: false, width: 90 },
    {
      title: t('staff.status'),
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: statusEnum,
      fieldProps: { 'aria-label': t('staff.status') },
      render: (_d, s) => statusSwitch(s),
      width: 90,
    },
    {
      title: t('staff.lastLogin'),
      dataIndex: 'last_login_at',
      search: false,
      width: 170,
      render: (_d, s) =>
        s.last_login_at ? (
          <span title={s.last_login_ip ?? undefined}>{s.last_login_at}</span>
        ) : (
          <Typography.Text type="secondary">{t('staff.never')}</Typography.Text>
        ),
    },
    {
      title: t('staff.actions'),
      key: 'option',
      valueType: 'option',
      fixed: 'right',
      width: 200,
      render: (_d, s) => (
        <RowActions
          row={s.linkman}
          actions={[
            { key: 'edit', label: t('staff.edit'), onClick: () => onEdit(s) },
            { key: 'password', label: t('staff.resetPassword'), onClick: () => onResetPassword(s) },
            {
              key: 'delete',
              label: t('staff.delete'),
              danger: true,
              confirm: t('common:confirmDelete'),
              onClick: () => onDelete(s),
            },
          ]}
        />
      ),
    },
  ];
}
