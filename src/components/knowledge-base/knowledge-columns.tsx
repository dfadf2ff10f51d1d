import { Space, Tag, Typography } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import { RowActions } from '@/components/row-actions';

/** What every knowledge-base entry has: the question it answers and when it last changed. */
export interface KnowledgeRow {
  id: number;
  name: string;
  updated_at: string;
}

/** The columns' texts, from the screen's own namespace. */
export interface KnowledgeColumnTexts {
  keyword: string;
  keywordPlaceholder: string;
  question: string;
  updatedAt: string;
  actions: string;
  edit: string;
  delete: string;
  confirmDelete: string;
}

export interface KnowledgeColumnsOptions<E extends KnowledgeRow> {
  texts: KnowledgeColumnTexts;
  /** The columns between the question and the update time: what this knowledge base holds. */
  between: ProColumns<E>[];
  widths: { question: number; actions: number };
  /** The keyword field's grid columns in the search form (a long placeholder wants 2). */
  keywordColSize?: number;
  /** False: the rows offer no edit or delete (the base may not change). */
  editable?: boolean;
  onEdit(entry: E): void;
  onDelete(entry: E): void;
}

const SHOWN_TAGS = 3;

/** A row's phrasings as tags: the first three, then +n for the rest. */
export function TagList({ tags }: { tags: readonly string[] }) {
  return (
    <Space size={[0, 4]} wrap>
      {tags.slice(0, SHOWN_TAGS).map((k) => (
        <Tag key={k}>{k}</Tag>
      ))}
      {tags.length > SHOWN_TAGS && <Tag>+{tags.length - SHOWN_TAGS}</Tag>}
    </Space>
  );
}

/**
 * A knowledge list (the assistant plans' and the robot scripts'): a keyword search over questions, phrasings
 * and answers, the question in bold, the base's own columns, the update time, and edit and delete of a row.
 */
export function knowledgeColumns<E extends KnowledgeRow>({
  texts,
  between,
  widths,
  keywordColSize,
  editable = true,
  onEdit,
  onDelete,
}: KnowledgeColumnsOptions<E>): ProColumns<E>[] {
  return [
    {
      title: texts.keyword,
      dataIndex: 'keyword',
      hideInTable: true,
      ...(keywordColSize ? { colSize: keywordColSize } : {}),
      fieldProps: { placeholder: texts.keywordPlaceholder },
    },
    {
      title: texts.question,
      dataIndex: 'name',
      search: false,
      width: widths.question,
      render: (_d, e) => <Typography.Text strong>{e.name}</Typography.Text>,
    },
    ...between,
    { title: texts.updatedAt, dataIndex: 'updated_at', search: false, width: 170 },
    {
      title: texts.actions,
      key: 'actions',
      valueType: 'option',
      fixed: 'right',
      width: widths.actions,
      render: (_d, e) =>
        editable && (
          <RowActions
            row={e.name}
            actions={[
              { key: 'edit', label: texts.edit, onClick: () => onEdit(e) },
              {
                key: 'delete',
                label: texts.delete,
                danger: true,
                confirm: texts.confirmDelete,
                onClick: () => onDelete(e),
              },
            ]}
          />
        ),
    },
  ];
}
