import { Badge, Space, Tag, Typography } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import type { TFunction } from 'i18next';
import { RowActions } from '@/components/row-actions';
import type { ExplicitNumberRecord } from '../api';

/** An enum's choices for the filter and its label for a cell, as useEnum gives them. */
interface EnumChoices<V> {
  valueEnum: Record<string, { text: string }>;
  text(value: V): string;
}

interface ColumnsOptions {
  t: TFunction<['system', 'common']>;
  staffEnum: Record<string, { text: string }>;
  /** NUMBER_AUDIT's and NUMBER_STATUS's views (useEnum). */
  audits: EnumChoices<ExplicitNumberRecord['audit_status']>;
  statuses: EnumChoices<ExplicitNumberRecord['status']>;
  onEdit(row: ExplicitNumberRecord): void;
  onSwitch(row: ExplicitNumberRecord, status: 0 | 1): void;
  onDelete(row: ExplicitNumberRecord): void;
}

const AUDIT_COLOR = { 0: 'processing', 1: 'success', 2: 'error' } as const;

/** The number list: phone, holder, masked id number, staff, review state (with the reason of a refusal), status. */
export function explicitNumberColumns({
  t,
  staffEnum,
  audits,
  statuses,
  onEdit,
  onSwitch,
  onDelete,
}: ColumnsOptions): ProColumns<ExplicitNumberRecord>[] {
  return [
    {
      title: t('explicitNumber.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: t('explicitNumber.keywordPlaceholder') },
    },
    { title: t('explicitNumber.phone'), dataIndex: 'phone', search: false, width: 120 },
    { title: t('explicitNumber.owner'), dataIndex: 'owner_name', search: false, width: 90 },
    { title: t('explicitNumber.idCardNo'), dataIndex: 'id_card_no', search: false, width: 152 },
    {
      title: t('explicitNumber.staff'),
      dataIndex: 'staff_id',
      valueType: 'select',
      valueEnum: staffEnum,
      fieldProps: { showSearch: true },
      render: (_d, r) => r.staff_name,
      width: 90,
    },
    {
      title: t('explicitNumber.audit'),
      dataIndex: 'audit_status',
      valueType: 'select',
      valueEnum: audits.valueEnum,
      // a refusal's reason wraps under its tag: every column fits 1280 px without a sideways scroll
      width: 138,
      render: (_d, r) => (
        <Space size={4} wrap>
          <Tag color={AUDIT_COLOR[r.audit_status]}>{audits.text(r.audit_status)}</Tag>
          {r.audit_status === 2 && r.audit_remark && (
            <Typography.Text type="danger">
              {t('explicitNumber.auditReason', { reason: r.audit_remark })}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: t('explicitNumber.status'),
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: statuses.valueEnum,
      width: 80,
      render: (_d, r) => <Badge status={r.status ? 'success' : 'default'} text={statuses.text(r.status)} />,
    },
    { title: t('explicitNumber.createdAt'), dataIndex: 'created_at', search: false, width: 162 },
    {
      title: t('explicitNumber.actions'),
      key: 'actions',
      search: false,
      fixed: 'right',
      width: 158,
      render: (_d, r) => (
        <RowActions
          row={r.phone}
          actions={[
            { key: 'edit', label: t('explicitNumber.edit'), onClick: () => onEdit(r) },
            {
              key: 'disable',
              label: t('explicitNumber.disable'),
              hidden: !r.status,
              onClick: () => onSwitch(r, 0),
            },
            {
              key: 'enable',
              label: t('explicitNumber.enable'),
              hidden: !!r.status,
              onClick: () => onSwitch(r, 1),
            },
            {
              key: 'delete',
              label: t('explicitNumber.delete'),
              danger: true,
              confirm: t('common:confirmDelete'),
              onClick: () => onDelete(r),
            },
          ]}
        />
      ),
    },
  ];
}
