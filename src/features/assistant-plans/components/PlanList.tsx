import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  OwnerItem,
  OwnerList,
  useOwnerEditing,
  useOwnerList,
  type OwnerFormMode,
} from '@/components/owner-list';
import { useAssistantSpeechDeleteMutation, useAssistantSpeechListQuery } from '../api';
import type { Plan } from '../types';
import { PlanForm } from './PlanForm';

export const PLAN_PAGE_SIZE = 10;

/** The list's call of its first view: page 1, no keyword. */
export const FIRST_PLANS = { body: { page: 1, limit: PLAN_PAGE_SIZE, keyword: '' } };

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
  const list = useOwnerList();
  const [remove] = useAssistantSpeechDeleteMutation();
  const { data, isFetching } = useAssistantSpeechListQuery({
    body: { page: list.page, limit: PLAN_PAGE_SIZE, keyword: list.keyword },
  });
  const rows = data?.data.data;
  const selected = rows?.find((p) => p.id === selectedId) ?? null;
  const { dialog, actions } = useOwnerEditing({
    list,
    selected,
    labels: {
      add: t('list.add'),
      edit: t('list.edit'),
      copy: t('list.copy'),
      delete: t('list.delete'),
      selectFirst: t('list.selectFirst'),
      deleted: t('messages.deleted'),
    },
    // PLAN-35: after a delete the plan now at the same position is selected.
    deletedSelects: selected && rows ? rows.indexOf(selected) : 0,
    remove: (id) => remove({ body: { sc_id: id } }),
  });

  useEffect(() => onCurrent(selected), [selected, onCurrent]);

  const onSaved = (plan: Plan, mode: OwnerFormMode) => {
    list.reset();
    if (mode !== 'edit') onSelect(plan.id);
  };

  return (
    <OwnerList<Plan>
      list={list.state}
      title={t('list.title')}
      searchLabel={t('list.search')}
      emptyText={t('list.empty')}
      rows={rows}
      fetching={isFetching}
      total={data?.data.total ?? 0}
      pageSize={PLAN_PAGE_SIZE}
      selectedId={selectedId}
      onSelect={onSelect}
      onOpen={onOpen}
      actions={actions}
      renderItem={(p) => (
        <OwnerItem
          name={p.name}
          status={{ color: p.status === 1 ? 'success' : 'default', text: t(`status.${p.status}`) }}
          meta={`${t(`type.${p.speech_type}`)} · ${p.updated_at.slice(0, 10)}`}
        />
      )}
    >
      {/* mounted only while open: kept closed, its form was drawn with every draw of the list */}
      {dialog.isOpen && dialog.record && (
        <PlanForm
          {...dialog.props}
          mode={dialog.record}
          plan={dialog.record === 'add' ? null : selected}
          onSaved={onSaved}
        />
      )}
    </OwnerList>
  );
}
