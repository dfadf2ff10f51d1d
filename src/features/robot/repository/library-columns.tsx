import { Space, Tag, Typography } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import type { TFunction } from 'i18next';
import type { LibraryEntry } from '@/api/generated/robot.gen';
import { RowActions } from '@/components/row-actions';
import { QUESTION_TYPES } from './question-types';

const SHOWN_TAGS = 3;

const tags = (list: string[]) => (
  <Space size={[0, 4]} wrap>
    {list.slice(0, SHOWN_TAGS).map((k) => (
      <Tag key={k}>{k}</Tag>
    ))}
    {list.length > SHOWN_TAGS && <Tag>+{list.length - SHOWN_TAGS}</Tag>}
  </Space>
);

interface Options {
  t: TFunction<['robot', 'common']>;
  editable: boolean;
  onEdit(entry: LibraryEntry): void;
  onDelete(entry: LibraryEntry): void;
}

/** The knowledge list: keyword and type search; phrasings, rules and answer in brief; edit and delete. */
export function libraryColumns({ t, editable, onEdit, onDelete }: Options): ProColumns<LibraryEntry>[] {
  return [
    {
      title: t('repository.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: t('repository.keywordPlaceholder') },
    },
    {
      title: t('repository.question'),
      dataIndex: 'name',
      search: false,
      width: 180,
      render: (_d, e) => <Typography.Text strong>{e.name}</Typography.Text>,
    },
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
      render: (_d, e) => tags(e.similar),
    },
    {
      title: t('repository.rules'),
      dataIndex: 'keyWorldList',
      search: false,
      width: 160,
      render: (_d, e) => tags(e.keyWorldList),
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
    { title: t('repository.updatedAt'), dataIndex: 'updated_at', search: false, width: 170 },
    {
      title: t('repository.actions'),
      valueType: 'option',
      width: 120,
      fixed: 'right',
      render: (_d, e) =>
        editable && (
          <RowActions
            row={e.name}
            actions={[
              { key: 'edit', label: t('list.edit'), onClick: () => onEdit(e) },
              {
                key: 'delete',
                label: t('list.delete'),
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
