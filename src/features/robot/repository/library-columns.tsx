import { Tag } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import type { TFunction } from 'i18next';
import type { LibraryEntry } from '@/api/generated/robot.gen';
import { knowledgeColumns, TagList } from '@/components/knowledge-base';
import { QUESTION_TYPES } from './question-types';

interface Options {
  t: TFunction<['robot', 'common']>;
  editable: boolean;
  onEdit(entry: LibraryEntry): void;
  onDelete(entry: LibraryEntry): void;
}

/** The knowledge list: keyword and type search; phrasings, rules and answer in brief; edit and delete. */
export function libraryColumns({ t, editable, onEdit, onDelete }: Options): ProColumns<LibraryEntry>[] {
  return knowledgeColumns<LibraryEntry>({
    texts: {
      keyword: t('repository.keyword'),
      keywordPlaceholder: t('repository.keywordPlaceholder'),
      question: t('repository.question'),
      updatedAt: t('repository.updatedAt'),
      actions: t('repository.actions'),
      edit: t('list.edit'),
      delete: t('list.delete'),
      confirmDelete: t('common:confirmDelete'),
    },
    widths: { question: 180, actions: 120 },
    editable,
    onEdit,
    onDelete,
    between: [
      {
        title: t('repository.type'),
        dataIndex: 'type',
        valueType: 'select',
        fieldProps: {
          options: QUESTION_TYPES.map((v) => ({ value: String(v), label: t(`repository.types.${v}`) })),
          'aria-label': t('repository.type'),
        },
        render: (_d, e) => (
          <Tag color={e.type === 1 ? 'blue' : undefined}>{t(`repository.types.${e.type}`)}</Tag>
        ),
        width: 100,
      },
      {
        title: t('repository.similar'),
        dataIndex: 'similar',
        search: false,
        width: 200,
        render: (_d, e) => <TagList tags={e.similar} />,
      },
      {
        title: t('repository.rules'),
        dataIndex: 'keyWorldList',
        search: false,
        width: 160,
        render: (_d, e) => <TagList tags={e.keyWorldList} />,
      },
      { title: t('repository.answer'), dataIndex: 'content', search: false, ellipsis: true, width: 220 },
      {
        title: t('repository.recording'),
        dataIndex: 'recording_url',
        search: false,
        width: 90,
        render: (_d, e) =>
          e.recording_url ? (
            <Tag color="green">{t('repository.recorded')}</Tag>
          ) : (
            <Tag>{t('repository.notRecorded')}</Tag>
          ),
      },
    ],
  });
}
