import { useEffect, useRef, useState } from 'react';
import { App, Button, Card, Empty, Input, Pagination, Popconfirm, Space, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAssistantSpeechDeleteMutation, useAssistantSpeechListQuery } from '../api';
import type { Plan } from '../types';
import { PlanForm, type PlanFormMode } from './PlanForm';
import styles from './plan-list.styles';

export const PLAN_PAGE_SIZE = 10;

interface PlanListProps {
  selectedId: number | null;
  onSelect(id: number | null, replace?: boolean): void;
  onOpen(id: number): void;
  /** The selected plan as the list knows it (for the preview). */
  onCurrent(plan: Plan | null): void;
}

/** PLAN-01..05, 11, 30..35: the plan list with keyword search and the same selection behaviour as scripts. */
export function PlanList({ selectedId, onSelect, onOpen, onCurrent }: PlanListProps) {
  const { t } = useTranslation('assistant');
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [typed, setTyped] = useState('');
  const [form, setForm] = useState<{ mode: PlanFormMode; open: boolean }>({ mode: 'add', open: false });
  // What the next answer selects: the first plan on the first load, the same position after a delete.
  const after = useRef<{ kind: 'first' } | { kind: 'position'; index: number } | { kind: 'none' }>({
    kind: 'first',
  });
  const [remove] = useAssistantSpeechDeleteMutation();
  const { data, isFetching } = useAssistantSpeechListQuery({
    body: { page, limit: PLAN_PAGE_SIZE, keyword },
  });
  const rows = (data?.data.data ?? []) as Plan[];
  const selected = rows.find((p) => p.id === selectedId) ?? null;

  useEffect(() => {
    if (!data || isFetching) return;
    const pending = after.current;
    after.current = { kind: 'none' };
    const list = data.data.data as Plan[];
    if (pending.kind === 'first' && selectedId === null) onSelect(list[0]?.id ?? null, true);
    // PLAN-35: the item now at the same position, else the first, else nothing.
    if (pending.kind === 'position') onSelect((list[pending.index] ?? list[0])?.id ?? null, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, isFetching]);

  useEffect(() => onCurrent(selected), [selected, onCurrent]);

  const openForm = (mode: PlanFormMode) => {
    if (mode !== 'add' && !selected) return void message.warning(t('list.selectFirst'));
    setForm({ mode, open: true });
  };

  // PLAN-34: a create, update or copy reloads from page 1 without the keyword.
  const onSaved = (plan: Plan, mode: PlanFormMode) => {
    setTyped('');
    setKeyword('');
    setPage(1);
    if (mode !== 'edit') onSelect(plan.id);
  };

  const onDelete = async () => {
    if (!selected) return;
    after.current = { kind: 'position', index: rows.indexOf(selected) };
    const r = await remove({ body: { sc_id: selected.id } });
    if ('error' in r) {
      after.current = { kind: 'none' };
      return;
    }
    void message.success(t('messages.deleted'));
  };

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
        <Space wrap size={6}>
          <Button type="primary" size="small" onClick={() => openForm('add')}>
            {t('list.add')}
          </Button>
          <Button size="small" onClick={() => openForm('edit')}>
            {t('list.edit')}
          </Button>
          <Button size="small" onClick={() => openForm('copy')}>
            {t('list.copy')}
          </Button>
          {selected ? (
            <Popconfirm title={t('messages.deleteConfirm')} onConfirm={onDelete}>
              <Button size="small" danger>
                {t('list.delete')}
              </Button>
            </Popconfirm>
          ) : (
            <Button size="small" danger onClick={() => void message.warning(t('list.selectFirst'))}>
              {t('list.delete')}
            </Button>
          )}
        </Space>
        <Spin spinning={isFetching}>
          <ul role="listbox" aria-label={t('list.title')} style={styles.list}>
            {rows.map((p) => (
              <li
                key={p.id}
                role="option"
                aria-selected={p.id === selectedId}
                style={p.id === selectedId ? styles.itemActive : styles.item}
                onClick={() => {
                  after.current = { kind: 'none' };
                  if (p.id !== selectedId) onSelect(p.id);
                }}
                onDoubleClick={() => {
                  after.current = { kind: 'none' };
                  onOpen(p.id);
                }}
              >
                <div style={styles.row}>
                  <Typography.Text strong ellipsis style={styles.name}>
                    {p.name}
                  </Typography.Text>
                  <Tag color={p.status === 1 ? 'success' : 'default'}>{t(`status.${p.status}`)}</Tag>
                </div>
                <Typography.Text type="secondary" style={styles.meta}>
                  {t(`type.${p.speech_type}`)} · {p.updated_at.slice(0, 10)}
                </Typography.Text>
              </li>
            ))}
          </ul>
          {!rows.length && !isFetching && (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('list.empty')} />
          )}
        </Spin>
        <Pagination
          simple
          size="small"
          current={page}
          pageSize={PLAN_PAGE_SIZE}
          total={data?.data.total ?? 0}
          onChange={setPage}
          hideOnSinglePage
        />
      </Space>
      <PlanForm
        mode={form.mode}
        open={form.open}
        plan={form.mode === 'add' ? null : selected}
        onOpenChange={(open) => setForm((f) => ({ ...f, open }))}
        onSaved={onSaved}
      />
    </Card>
  );
}
