import { useMemo } from 'react';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AddButton, DataTable, useEnum } from '@/components/data-table';
import { useFormDialog, useMutationFeedback } from '@/components/form-dialog';
import { QueryGate } from '@/components/query-gate';
import { filterSpec, listPagePrefetch, useListPage } from '@/components/list-page';
import { PREFETCH_FRESH } from '@/lib/app-route';
import {
  assistantApi,
  useAssistantLabelDeleteMutation,
  useAssistantLabelGroupListQuery,
  useAssistantLabelListQuery,
  useAssistantLabelUpdateMutation,
} from '../api';
import { LabelGroupPanel } from '../components/LabelGroupPanel';
import { PlanBar } from '../components/PlanBar';
import { LabelModal } from '../components/LabelModal';
import { labelColumns } from '../components/label-columns';
import { LABEL_STATUS } from '../enums';
import type { Label, LabelGroup } from '../types';
import { PLAN_PARAM } from '../use-plan-choice';
import styles from './page.styles';

const LIST = {
  filters: filterSpec({ keyword: 'string', group_id: 'number', status: { oneOf: LABEL_STATUS.values } }),
  table: 'assistant-tags',
  keepKeys: [PLAN_PARAM],
};
const NO_GROUPS: LabelGroup[] = [];

export const prefetch = listPagePrefetch(
  LIST,
  (body) => assistantApi.util.prefetch('assistantLabelList', { body }, PREFETCH_FRESH),
  [assistantApi.util.prefetch('assistantLabelGroupList', undefined, PREFETCH_FRESH)],
);

/**
 * Shown from the column settings: beside the group tree (which names the group) the tag, its keywords and
 * description fill the width.
 */
const DEFAULT_HIDDEN = ['group_id', 'hit_count', 'updated_at'];

/** ROUTES-ASSISTANT-03: /assistant/speech/tag, the customer profile tags the assistant gives during calls. */
export default function TagPage() {
  const { t } = useTranslation(['assistantLibrary', 'common']);
  const feedback = useMutationFeedback();
  const list = useListPage({ query: useAssistantLabelListQuery, ...LIST });
  const { query, setFilters } = list.tableQuery;
  // Reached from a plan's tabs (?id=): the tabs stay, though tags are shared by every plan.
  const [params] = useSearchParams();
  const planId = Number(params.get(PLAN_PARAM)) || undefined;
  const groupId = list.body.group_id;
  const groupList = useAssistantLabelGroupListQuery();
  const groups = groupList.data?.data ?? NO_GROUPS;
  const statuses = useEnum(LABEL_STATUS);
  const [update] = useAssistantLabelUpdateMutation();
  const [remove] = useAssistantLabelDeleteMutation();
  const labelDialog = useFormDialog<Label>();
  const openLabel = labelDialog.open;

  const columns = useMemo(
    () =>
      labelColumns({
        t,
        groups,
        statusEnum: statuses.valueEnum,
        onEdit: openLabel,
        onToggle: async (l, on) => {
          const { id, group_id, name, color, keywords, description } = l;
          const status: Label['status'] = on ? 1 : 0;
          const body = { id, group_id, name, color, keywords, description, status };
          await feedback(update({ body }), { success: t('tag.toggled') });
        },
        onDelete: async (l) => {
          await feedback(remove({ body: { id: l.id } }), { success: t('common:deleteSuccess') });
        },
      }),
    [t, groups, statuses, update, remove, feedback, openLabel],
  );

  return (
    <div style={styles.root}>
      {planId && (
        <PlanBar planId={planId} active="tag">
          <Typography.Text type="secondary">{t('tag.shared')}</Typography.Text>
        </PlanBar>
      )}
      <div style={styles.columns}>
        <LabelGroupPanel
          groups={groups}
          loading={groupList.isLoading}
          selectedId={groupId}
          onSelect={(id) =>
            setFilters({ ...query.filters, group_id: id === undefined ? undefined : String(id) })
          }
        />
        <div style={styles.main}>
          {/* the table waits for the groups its column and search field are drawn from */}
          <QueryGate answers={[groupList]} failed={t('tag.groupsFailed')}>
            {() => (
              <DataTable<Label>
                {...list.table}
                headerTitle={
                  <span>
                    {groups.find((g) => g.id === groupId)?.name ?? t('tag.list')}{' '}
                    <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 'normal' }}>
                      {t('tag.hint')}
                    </Typography.Text>
                  </span>
                }
                columns={columns}
                defaultHidden={DEFAULT_HIDDEN}
                toolBarRender={() => [
                  <AddButton key="add" disabled={!groups.length} onClick={() => openLabel()}>
                    {t('tag.add')}
                  </AddButton>,
                ]}
              />
            )}
          </QueryGate>
        </div>
        {/* mounted only while open: kept closed, its form was drawn with every draw of the page */}
        {labelDialog.isOpen && (
          <LabelModal
            {...labelDialog.props}
            label={labelDialog.record}
            groups={groups}
            defaultGroupId={groupId ?? groups[0]?.id}
          />
        )}
      </div>
    </div>
  );
}
