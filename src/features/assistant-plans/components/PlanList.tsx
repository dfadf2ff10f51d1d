import { useEffect } from 'react';
import { App, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormDialog } from '@/components/form-dialog';
import { OwnerActions, OwnerList, ownerListStyles, useOwnerList } from '@/components/owner-list';
import { useAssistantSpeechDeleteMutation, useAssistantSpeechListQuery } from '../api';
import type { Plan } from '../types';
import { PlanForm, type PlanFormMode } from './PlanForm';

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
  const { message } = App.useApp();
  const list = useOwnerList();
  // its dialog is mounted only while open: kept closed, its form was drawn with every draw of the list
  const formDialog = useFormDialog<PlanFormMode>();
  const [remove] = useAssistantSpeechDeleteMutation();
  const { data, isFetching } = useAssistantSpeechListQuery({
    body: { page: list.page, limit: PLAN_PAGE_SIZE, keyword: list.keyword },
  });
  const rows = data?.data.data;
  const selected = rows?.find((p) => p.id === selectedId) ?? null;

  useEffect(() => onCurrent(selected), [selected, onCurrent]);

  const openForm = (mode: PlanFormMode) => {
    if (mode !== 'add' && !selected) return void message.warning(t('list.selectFirst'));
    formDialog.open(mode);
  };

  const onSaved = (plan: Plan, mode: PlanFormMode) => {
    list.reset();
    if (mode !== 'edit') onSelect(plan.id);
  };

  // PLAN-35: after a delete the plan now at the same position is selected.
  const onDelete = () =>
    selected &&
    list.removeAt(rows!.indexOf(selected), async () => {
      const r = await remove({ body: { sc_id: selected.id } });
      if ('error' in r) return false;
      void message.success(t('messages.deleted'));
      return true;
    });

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
      actions={
        <OwnerActions
          labels={{
            add: t('list.add'),
            edit: t('list.edit'),
            copy: t('list.copy'),
            delete: t('list.delete'),
            selectFirst: t('list.selectFirst'),
          }}
          selected={!!selected}
          onForm={openForm}
          onDelete={onDelete}
        />
      }
      renderItem={(p) => (
        <>
          <span style={ownerListStyles.row}>
            <strong style={ownerListStyles.name} title={p.name}>
              {p.name}
            </strong>
            <Tag color={p.status === 1 ? 'success' : 'default'}>{t(`status.${p.status}`)}</Tag>
          </span>
          <Typography.Text type="secondary" style={ownerListStyles.meta}>
            {t(`type.${p.speech_type}`)} · {p.updated_at.slice(0, 10)}
          </Typography.Text>
        </>
      )}
    >
      {formDialog.isOpen && formDialog.record && (
        <PlanForm
          {...formDialog.props}
          mode={formDialog.record}
          plan={formDialog.record === 'add' ? null : selected}
          onSaved={onSaved}
        />
      )}
    </OwnerList>
  );
}
