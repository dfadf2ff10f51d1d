import { Space, Tag, Typography } from 'antd';
import { ClippedText } from '@/components/clipped-text';
import { RowActions } from '@/components/row-actions';
import type { ProColumns } from '@ant-design/pro-components';
import type { TFunction } from 'i18next';
import type { Category, Entry } from '../types';

interface EntryColumnsOptions {
  t: TFunction<['assistantLibrary', 'common']>;
  categories: Category[];
  onEdit(entry: Entry): void;
  onDelete(entry: Entry): void;
}

const SHOWN_KEYWORDS = 3;
const SHOWN_PAGES = 2;

/** Columns and search fields of the knowledge list: keyword and category search; answers in brief. */
export function entryColumns({ t, categories, onEdit, onDelete }: EntryColumnsOptions): ProColumns<Entry>[] {
  return [
    {
      title: t('repository.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      // its placeholder names three fields: one grid column at 1280 px cut it to 问题、相似…
      colSize: 2,
      fieldProps: { placeholder: t('repository.keywordPlaceholder') },
    },
    {
      title: t('repository.question'),
      dataIndex: 'name',
      search: false,
      width: 200,
      render: (_d, e) => <Typography.Text strong>{e.name}</Typography.Text>,
    },
    {
      title: t('repository.category'),
      dataIndex: 'category_id',
      valueType: 'select',
      fieldProps: {
        options: categories.map((c) => ({ value: String(c.id), label: c.name })),
        'aria-label': t('repository.category'),
      },
      render: (_d, e) => e.category_name,
      width: 100,
    },
    {
      title: t('repository.similar'),
      dataIndex: 'keywords',
      search: false,
      width: 180,
      render: (_d, e) => (
        <Space size={[0, 4]} wrap>
          {e.keywords.slice(0, SHOWN_KEYWORDS).map((k) => (
            <Tag key={k}>{k}</Tag>
          ))}
          {e.keywords.length > SHOWN_KEYWORDS && <Tag>+{e.keywords.length - SHOWN_KEYWORDS}</Tag>}
        </Space>
      ),
    },
    {
      title: t('repository.answer'),
      dataIndex: 'content',
      search: false,
      width: 260,
      render: (_d, e) => (
        <div>
          {e.content.slice(0, SHOWN_PAGES).map((p, i) => (
            <ClippedText key={i} title={p.content}>
              <strong>{p.title}</strong>
              {t('punctuation.colon')}
              {p.content}
            </ClippedText>
          ))}
          {e.content.length > SHOWN_PAGES && (
            <Typography.Text type="secondary">
              {t('repository.pages', { count: e.content.length })}
            </Typography.Text>
          )}
        </div>
      ),
    },
    { title: t('repository.updatedAt'), dataIndex: 'updated_at', search: false, width: 170 },
    {
      title: t('repository.actions'),
      key: 'actions',
      search: false,
      fixed: 'right',
      width: 110,
      render: (_d, e) => (
        <RowActions
          row={e.name}
          actions={[
            { key: 'edit', label: t('repository.edit'), onClick: () => onEdit(e) },
            {
              key: 'delete',
              label: t('repository.delete'),
              danger: true,
              confirm: t('common:confirmDelete'),
              onClick: () => onDelete(e),
            },
          ]}
        />
      ),
    },
  ];
}
