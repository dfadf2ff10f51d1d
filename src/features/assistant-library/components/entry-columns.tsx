import { Typography } from 'antd';
import { ClippedText } from '@/components/clipped-text';
import { knowledgeColumns, TagList } from '@/components/knowledge-base';
import type { ProColumns } from '@ant-design/pro-components';
import type { TFunction } from 'i18next';
import type { Category, Entry } from '../types';

interface EntryColumnsOptions {
  t: TFunction<['assistantLibrary', 'common']>;
  categories: Category[];
  onEdit(entry: Entry): void;
  onDelete(entry: Entry): void;
}

const SHOWN_PAGES = 2;

/** Columns and search fields of the knowledge list: keyword and category search; answers in brief. */
export function entryColumns({ t, categories, onEdit, onDelete }: EntryColumnsOptions): ProColumns<Entry>[] {
  return knowledgeColumns<Entry>({
    texts: {
      keyword: t('repository.keyword'),
      keywordPlaceholder: t('repository.keywordPlaceholder'),
      question: t('repository.question'),
      updatedAt: t('repository.updatedAt'),
      actions: t('repository.actions'),
      edit: t('repository.edit'),
      delete: t('repository.delete'),
      confirmDelete: t('common:confirmDelete'),
    },
    // its placeholder names three fields: one grid column at 1280 px cut it to 问题、相似…
    keywordColSize: 2,
    widths: { question: 200, actions: 110 },
    onEdit,
    onDelete,
    between: [
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
        render: (_d, e) => <TagList tags={e.keywords} />,
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
    ],
  });
}
