import { useEffect, useRef, useState } from 'react';
import {
  App,
  Button,
  Card,
  Empty,
  Input,
  Pagination,
  Popconfirm,
  Space,
  Spin,
  Tag,
  TreeSelect,
  Typography,
} from 'antd';
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { toLeafTree } from '@/components/leaf-tree-select';
import { useRobotIndustryTreeQuery, useRobotScriptDeleteMutation, useRobotScriptListQuery } from '../api';
import {
  dialogueCleared,
  dialogueSelected,
  selectDialogue,
  type Script,
  type ScriptItem,
} from '../dialogue.slice';
import { can } from '../rules';
import { ScriptForm, type ScriptFormMode } from './ScriptForm';
import styles from './script-list.styles';

export const SCRIPT_PAGE_SIZE = 10;
const STATUS_COLORS = ['default', 'processing', 'success', 'error', 'purple'];

interface ScriptListProps {
  /** The script chosen in the URL (`?id=`), if any. */
  selectedId: number | null;
  /** Click: select this script (SCRIPT-05); `replace` for a selection the list makes by itself. */
  onSelect(id: number | null, replace?: boolean): void;
  /** Double-click: open its detail (SCRIPT-06). */
  onOpen(id: number): void;
}

/** SCRIPT-01..08, 22..24, 44..46: the script list on the left of the dialogue screens. */
export function ScriptList({ selectedId, onSelect, onOpen }: ScriptListProps) {
  const { t } = useTranslation('robot');
  const { message } = App.useApp();
  const dispatch = useAppDispatch();
  const { current } = useAppSelector(selectDialogue);
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [typed, setTyped] = useState('');
  const [industry, setIndustry] = useState<{ id: number; name: string } | null>(null);
  const [expanded, setExpanded] = useState<Set<number>>(new Set());
  const [form, setForm] = useState<{ mode: ScriptFormMode; open: boolean }>({ mode: 'add', open: false });
  // What the next list answer should select: the first script (on the first load only when the URL
  // names none; after a delete always), or nothing.
  const after = useRef<'first' | 'firstAfterDelete' | 'none'>('first');
  const { data: tree } = useRobotIndustryTreeQuery();
  const [remove] = useRobotScriptDeleteMutation();
  const { data, isFetching } = useRobotScriptListQuery({
    body: {
      page,
      limit: SCRIPT_PAGE_SIZE,
      name: keyword,
      ...(industry ? { industry_id: industry.id, industry_name: industry.name } : {}),
    },
  });
  // The generated page type intersects unknown[] with the item type; the items are scripts.
  const rows = (data?.data.data ?? []) as Script[];
  const items: ScriptItem[] = rows.map((s) => ({ ...s, infoMore: expanded.has(s.id) }));

  // SCRIPT-04, SCRIPT-46: the first load (and a delete) selects the first script, or none when empty.
  useEffect(() => {
    if (!data || isFetching) return;
    const pending = after.current;
    after.current = 'none';
    const first = (data.data.data as Script[])[0]?.id ?? null;
    if ((pending === 'first' && selectedId === null) || pending === 'firstAfterDelete') onSelect(first, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, isFetching]);

  // SCRIPT-12: the current-dialogue info follows the selection.
  useEffect(() => {
    if (selectedId === null) {
      if (current) dispatch(dialogueCleared());
      return;
    }
    const found = rows.find((s) => s.id === selectedId);
    if (found && (found !== current || current.id !== found.id))
      dispatch(dialogueSelected({ ...found, infoMore: expanded.has(found.id) }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selectedId, data]);

  const selected = current && current.id === selectedId ? current : null;

  const openForm = (mode: ScriptFormMode) => {
    if (mode !== 'add' && !selected) return void message.warning(t('list.selectFirst'));
    // SCRIPT-23: the edit button of a script that may not be edited only says so.
    if (mode === 'edit' && !can(selected, 'edit')) return void message.warning(t('messages.editNotAllowed'));
    setForm({ mode, open: true });
  };

  // SCRIPT-45: after a create, update or copy the list starts again from page 1 without the keyword.
  const onSaved = (script: Script, mode: ScriptFormMode) => {
    setTyped('');
    setKeyword('');
    setPage(1);
    if (mode === 'edit') dispatch(dialogueSelected({ ...script, infoMore: expanded.has(script.id) }));
    else onSelect(script.id);
  };

  const onDelete = async () => {
    if (!selected) return;
    // Set before the call: the list refetches as soon as the delete lands.
    after.current = 'firstAfterDelete';
    const r = await remove({ body: { sc_id: selected.id } });
    if ('error' in r) {
      after.current = 'none';
      return;
    }
    void message.success(t('messages.deleted'));
  };

  // SCRIPT-22: a disallowed action looks disabled yet still answers a click with the reason.
  const denied = (allowed: boolean) => ({
    'aria-disabled': !allowed,
    style: allowed ? undefined : styles.denied,
  });
  const canDelete = can(selected, 'delete');
  const canEdit = can(selected, 'edit');

  const toggleMore = (id: number) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Card title={t('list.title')} size="small" style={styles.card} styles={{ body: styles.body }}>
      <Space orientation="vertical" style={styles.full} size={8}>
        <Input.Search
          allowClear
          placeholder={t('list.search')}
          aria-label={t('list.search')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPage(1);
          }}
        />
        <TreeSelect
          allowClear
          style={styles.full}
          placeholder={t('list.industry')}
          aria-label={t('list.industry')}
          treeData={toLeafTree(tree?.data ?? []).map((n) => ({ ...n, selectable: true }))}
          value={industry?.id}
          onChange={(id: number | undefined, labels) => {
            setIndustry(id ? { id, name: String((labels as unknown[])[0] ?? '') } : null);
            setPage(1);
          }}
        />
        <Space wrap size={6}>
          <Button type="primary" size="small" onClick={() => openForm('add')}>
            {t('list.add')}
          </Button>
          <Button size="small" {...denied(!selected || canEdit)} onClick={() => openForm('edit')}>
            {t('list.edit')}
          </Button>
          <Button size="small" onClick={() => openForm('copy')}>
            {t('list.copy')}
          </Button>
          {selected && canDelete ? (
            <Popconfirm title={t('messages.deleteConfirm')} onConfirm={onDelete}>
              <Button size="small" danger>
                {t('list.delete')}
              </Button>
            </Popconfirm>
          ) : (
            <Button
              size="small"
              danger
              {...denied(!selected)}
              onClick={() =>
                selected
                  ? void message.error(t('messages.deleteNotAllowed'))
                  : void message.warning(t('list.selectFirst'))
              }
            >
              {t('list.delete')}
            </Button>
          )}
        </Space>
        <Spin spinning={isFetching}>
          <ul role="listbox" aria-label={t('list.title')} style={styles.list}>
            {items.map((s) => (
              <li
                key={s.id}
                role="option"
                aria-selected={s.id === selectedId}
                style={s.id === selectedId ? styles.itemActive : styles.item}
                onClick={() => {
                  // A click wins over a first-load selection still on its way.
                  after.current = 'none';
                  if (s.id !== selectedId) onSelect(s.id);
                }}
                onDoubleClick={() => {
                  after.current = 'none';
                  onOpen(s.id);
                }}
              >
                <div style={styles.row}>
                  <Typography.Text strong ellipsis style={styles.name}>
                    {s.name}
                  </Typography.Text>
                  <Tag color={STATUS_COLORS[s.status]}>{t(`status.${s.status}`)}</Tag>
                </div>
                <div style={styles.row}>
                  <Typography.Text type="secondary" style={styles.meta}>
                    {s.industry.name} · {t('list.updatedAt', { time: s.updated_at.slice(0, 10) })}
                  </Typography.Text>
                  <Button
                    type="text"
                    size="small"
                    aria-label={s.infoMore ? t('list.less') : t('list.more')}
                    icon={s.infoMore ? <UpOutlined /> : <DownOutlined />}
                    onClick={(e) => {
                      e.stopPropagation();
                      toggleMore(s.id);
                    }}
                  />
                </div>
                {s.infoMore && (
                  <div style={styles.more}>
                    <div>
                      {t('detail.labels')}
                      {s.industry_label.length
                        ? s.industry_label.map((l) => <Tag key={l.id}>{l.label}</Tag>)
                        : t('detail.none')}
                    </div>
                    <div>
                      {t('detail.desc')}
                      {s.speechcraft_desc || t('detail.none')}
                    </div>
                  </div>
                )}
              </li>
            ))}
          </ul>
          {!items.length && !isFetching && (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('list.empty')} />
          )}
        </Spin>
        <Pagination
          simple
          size="small"
          current={page}
          pageSize={SCRIPT_PAGE_SIZE}
          total={data?.data.total ?? 0}
          onChange={setPage}
          hideOnSinglePage
        />
      </Space>
      <ScriptForm
        mode={form.mode}
        open={form.open}
        script={form.mode === 'add' ? null : selected}
        onOpenChange={(open) => setForm((f) => ({ ...f, open }))}
        onSaved={onSaved}
      />
    </Card>
  );
}
