import { Switch, Tag, Typography } from 'antd';
import { ClippedText } from '@/components/clipped-text';
import { RowActions } from '@/components/row-actions';
import type { ProColumns } from '@ant-design/pro-components';
import type { TFunction } from 'i18next';
import type { Label, LabelGroup } from '../types';

interface LabelColumnsOptions {
  t: TFunction<['assistantLibrary', 'common']>;
  groups: LabelGroup[];
  /** LABEL_STATUS's choices (useEnum). */
  statusEnum: ProColumns<Label>['valueEnum'];
  onEdit(label: Label): void;
  onToggle(label: Label, enabled: boolean): void;
  onDelete(label: Label): void;
}

/** Columns and search fields of the tag list: keyword, group and status search; inline enable switch. */
export function labelColumns({
  t,
  groups,
  statusEnum,
  onEdit,
  onToggle,
  onDelete,
}: LabelColumnsOptions): ProColumns<Label>[] {
  return [
    {
      title: t('tag.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      // its placeholder names three fields: one grid column at 1280 px cut it short
      colSize: 2,
      fieldProps: { placeholder: t('tag.keywordPlaceholder') },
    },
    {
      title: t('tag.name'),
      dataIndex: 'name',
      search: false,
      width: 150,
      render: (_d, l) => <Tag color={l.color}>{l.name}</Tag>,
    },
    {
      title: t('tag.group'),
      dataIndex: 'group_id',
      valueType: 'select',
      fieldProps: {
        options: groups.map((g) => ({ value: String(g.id), label: g.name })),
        'aria-label': t('tag.group'),
      },
      render: (_d, l) => l.group_name,
      width: 100,
    },
    {
      title: t('tag.keywords'),
      dataIndex: 'keywords',
      search: false,
      width: 170,
      render: (_d, l) =>
        l.keywords.length ? (
          <ClippedText title={l.keywords.join(t('punctuation.enumeration'))} />
        ) : (
          <Typography.Text type="secondary">{t('tag.manual')}</Typography.Text>
        ),
    },
    {
      title: t('tag.status'),
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: statusEnum,
      fieldProps: { 'aria-label': t('tag.status') },
      width: 90,
      render: (_d, l) => (
        <Switch
          size="small"
          checked={l.status === 1}
          aria-label={`${t('tag.enabled')} ${l.name}`}
          onChange={(on) => onToggle(l, on)}
        />
      ),
    },
    { title: t('tag.hitCount'), dataIndex: 'hit_count', search: false, width: 100, align: 'right' },
    { title: t('tag.description'), dataIndex: 'description', search: false, ellipsis: true, width: 200 },
    { title: t('tag.updatedAt'), dataIndex: 'updated_at', search: false, width: 170 },
    {
      title: t('tag.actions'),
      key: 'actions',
      search: false,
      fixed: 'right',
      width: 110,
      render: (_d, l) => (
        <RowActions
          row={l.name}
          actions={[
            { key: 'edit', label: t('tag.edit'), onClick: () => onEdit(l) },
            {
              key: 'delete',
              label: t('tag.delete'),
              danger: true,
              confirm: t('common:confirmDelete'),
              onClick: () => onDelete(l),
            },
          ]}
        />
      ),
    },
  ];
}
