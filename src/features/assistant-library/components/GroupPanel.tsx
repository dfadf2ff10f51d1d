import type { ReactNode } from 'react';
import { Button, Card, Popconfirm, Tooltip, Typography, type FormInstance } from 'antd';
import { ClippedText } from '@/components/clipped-text';
import { DeleteConfirm } from '@/components/delete-confirm';
import { useFormDialog } from '@/components/form-dialog';
import { DeleteOutlined, EditOutlined, ExclamationCircleFilled, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { GroupNameModal } from './GroupNameModal';
import styles from './group-panel.styles';

export interface PanelGroup {
  id: number;
  name: string;
  count: number;
}

interface GroupPanelProps {
  /** The panel's title, also the name of its list. */
  title: string;
  groups: PanelGroup[];
  /** Undefined: the row that shows every group. */
  selectedId?: number;
  loading?: boolean;
  texts: { add: string; rename: string; name: string; hasItems(count: number): string };
  onSelect(id: number | undefined): void;
  onAdd(name: string, form?: FormInstance): Promise<boolean>;
  onRename(id: number, name: string, form?: FormInstance): Promise<boolean>;
  onDelete(id: number): Promise<void>;
}

/**
 * The left column of a two-level screen (knowledge categories, tag groups): an all row plus every group with how
 * many items it holds; add, rename, and delete — a group that still holds items says why it cannot go.
 */
export function GroupPanel({ title, groups, selectedId, loading, texts, ...on }: GroupPanelProps) {
  const { t } = useTranslation(['assistantLibrary', 'common']);
  // open() adds a group, open(group) renames it
  const editor = useFormDialog<PanelGroup>();
  const renamed = editor.record;
  const total = groups.reduce((n, g) => n + g.count, 0);

  // A row is a select button (the selected one aria-current) with the group's own buttons beside it.
  const row = (id: number | undefined, name: string, count: number, actions?: ReactNode) => (
    <li
      key={id ?? 'all'}
      style={selectedId === id ? styles.itemActive : styles.item}
      onClick={() => on.onSelect(id)}
    >
      <button type="button" aria-current={selectedId === id} style={styles.pick}>
        <ClippedText title={name} style={styles.name} />
        <Typography.Text type="secondary" style={styles.count}>
          {count}
        </Typography.Text>
      </button>
      {actions}
    </li>
  );

  const actions = (g: PanelGroup) => (
    <span onClick={(e) => e.stopPropagation()}>
      <Tooltip title={t('groups.rename')}>
        <Button
          type="text"
          size="small"
          icon={<EditOutlined />}
          aria-label={`${t('groups.rename')} ${g.name}`}
          onClick={() => editor.open(g)}
        />
      </Tooltip>
      {g.count > 0 ? (
        <Popconfirm
          title={t('groups.notEmpty')}
          description={texts.hasItems(g.count)}
          icon={<ExclamationCircleFilled style={{ color: '#faad14' }} />}
          showCancel={false}
          okText={t('groups.gotIt')}
        >
          <Button
            type="text"
            size="small"
            icon={<DeleteOutlined />}
            aria-label={`${t('groups.delete')} ${g.name}`}
          />
        </Popconfirm>
      ) : (
        <DeleteConfirm title={t('common:confirmDelete')} onConfirm={() => on.onDelete(g.id)}>
          <Button
            type="text"
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={`${t('groups.delete')} ${g.name}`}
          />
        </DeleteConfirm>
      )}
    </span>
  );

  return (
    <Card
      size="small"
      title={title}
      loading={loading}
      style={styles.card}
      extra={
        <Button size="small" type="link" icon={<PlusOutlined />} onClick={() => editor.open()}>
          {t('groups.add')}
        </Button>
      }
    >
      <ul aria-label={title} style={styles.list}>
        {row(undefined, t('groups.all'), total)}
        {groups.map((g) => row(g.id, g.name, g.count, actions(g)))}
      </ul>
      <GroupNameModal
        {...editor.props}
        title={renamed ? texts.rename : texts.add}
        label={texts.name}
        initialName={renamed ? renamed.name : ''}
        onSave={async (name, form) => {
          const saved = renamed ? await on.onRename(renamed.id, name, form) : await on.onAdd(name, form);
          if (saved) editor.close();
          return saved;
        }}
      />
    </Card>
  );
}
