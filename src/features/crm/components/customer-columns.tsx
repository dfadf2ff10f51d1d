import { Space } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import type { TFunction } from 'i18next';
import type { useCrmOptions } from '../use-crm-options';
import type { Customer, CustomerAttribute, CustomerScope } from '../types';
import { LabelTag } from './LabelTag';
import { NumberRangeInput } from './NumberRangeInput';
import { crmLimits } from '@/api/generated/crm.limits.gen';

type Options = ReturnType<typeof useCrmOptions>;

/** A customer's value of a custom attribute, as text (values are stored as text of their type). */
export const attributeText = (a: CustomerAttribute, c: Customer): string => c.attributes[a.field] ?? '';

/** The columns of a customer list; each scope shows what its users work with. */
export function customerColumns(
  scope: CustomerScope,
  t: TFunction<'crm'>,
  options: Options,
  actions: ProColumns<Customer>['render'],
): ProColumns<Customer>[] {
  const pool = scope === 'communal';
  const columns: (ProColumns<Customer> | false)[] = [
    {
      title: t('field.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: {
        placeholder: t('keywordPlaceholder'),
        maxLength: crmLimits.customerList.keyword.maxLength,
      },
    },
    {
      title: t('field.name'),
      dataIndex: 'name',
      search: false,
      sorter: true,
      width: 150,
      ellipsis: true,
    },
    { title: t('field.contactName'), dataIndex: 'contact_name', search: false, width: 100 },
    { title: t('field.phone'), dataIndex: 'phone', search: false, width: 120 },
    {
      title: t('field.node'),
      dataIndex: 'node_id',
      valueType: 'select',
      valueEnum: options.nodeEnum,
      width: 100,
      render: (_d, c) => c.node_name ?? '-',
    },
    {
      title: t('field.labels'),
      dataIndex: 'label_ids',
      valueType: 'select',
      valueEnum: options.labelEnum,
      fieldProps: { mode: 'multiple', maxTagCount: 2 },
      width: 150,
      render: (_d, c) =>
        c.labels.length ? (
          <Space size={[0, 4]} wrap>
            {c.labels.map((l) => (
              <LabelTag key={l.id} name={l.name} color={l.color} />
            ))}
          </Space>
        ) : (
          '-'
        ),
    },
    {
      title: t('field.source'),
      dataIndex: 'source',
      valueType: 'select',
      valueEnum: options.sourceEnum,
      width: 100,
      render: (_d, c) => c.source_name,
    },
    scope !== 'mine' &&
      scope !== 'today' &&
      scope !== 'allot' && {
        title: pool ? t('field.owner') : t('field.owner'),
        dataIndex: 'owner_id',
        valueType: 'select',
        valueEnum: options.staffEnum,
        search: !pool,
        width: 100,
        render: (_d, c) => c.owner_name ?? '-',
      },
    scope !== 'mine' &&
      scope !== 'today' && {
        title: t('field.department'),
        dataIndex: 'department_name',
        search: false,
        width: 110,
      },
    pool && {
      title: t('field.discardReason'),
      dataIndex: 'discard_reason_id',
      valueType: 'select',
      valueEnum: options.reasonEnum,
      width: 110,
      render: (_d, c) => c.discard_reason ?? '-',
    },
    pool && {
      title: t('field.discardedAt'),
      dataIndex: 'discarded_at',
      search: false,
      sorter: true,
      width: 160,
    },
    !pool && {
      title: t('field.nextFollowAt'),
      dataIndex: 'next_follow_at',
      search: false,
      sorter: true,
      width: 160,
      render: (_d, c) => c.next_follow_at ?? '-',
    },
    !pool &&
      scope !== 'today' && {
        title: t('field.nextFollowAt'),
        dataIndex: 'next_follow',
        valueType: 'dateRange',
        hideInTable: true,
      },
    {
      title: t('field.lastFollowAt'),
      dataIndex: 'last_follow_at',
      search: false,
      sorter: true,
      width: 170,
      render: (_d, c) => c.last_follow_at ?? '-',
    },
    { title: t('field.followCount'), dataIndex: 'follow_count', search: false, sorter: true, width: 100 },
    { title: t('field.focus'), dataIndex: 'focus', search: false, ellipsis: true, width: 140 },
    { title: t('field.remark'), dataIndex: 'remark', search: false, ellipsis: true, width: 160 },
    { title: t('field.createdAt'), dataIndex: 'created_at', search: false, sorter: true, width: 170 },
    { title: t('field.createdAt'), dataIndex: 'created', valueType: 'dateRange', hideInTable: true },
    { title: t('field.updatedAt'), dataIndex: 'updated_at', search: false, sorter: true, width: 170 },
    ...options.attributes.map((a): ProColumns<Customer> => ({
      title: a.name,
      dataIndex: ['attributes', a.field],
      search: false,
      ellipsis: true,
      width: 140,
      render: (_d, c) => attributeText(a, c) || '-',
    })),
    ...options.attributes.map(attributeFilter),
    {
      title: t('field.actions'),
      key: 'option',
      valueType: 'option',
      width: 150,
      render: actions,
    },
  ];
  return columns.filter((c): c is ProColumns<Customer> => Boolean(c));
}

/**
 * The search field of a custom attribute, named by its field (the URL key): text contains, a number or
 * date range, a choice among the options. They come last: the search form shows them behind its expand link.
 */
function attributeFilter(a: CustomerAttribute): ProColumns<Customer> {
  const filter: ProColumns<Customer> = { title: a.name, dataIndex: a.field, hideInTable: true };
  switch (a.type) {
    case 1:
      return { ...filter, fieldProps: { maxLength: 200 } };
    case 2:
      return { ...filter, formItemRender: () => <NumberRangeInput name={a.name} /> };
    case 3:
      return { ...filter, valueType: 'dateRange' };
    case 4:
      return {
        ...filter,
        valueType: 'select',
        valueEnum: Object.fromEntries(a.options.map((o) => [o, { text: o }])),
      };
  }
}
