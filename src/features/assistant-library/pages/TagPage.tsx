import { useState } from 'react';
import { App, Button, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { DataTable, useTableQuery } from '@/components/data-table';
import { selectUser } from '@/features/auth';
import {
  useAssistantLabelDeleteMutation,
  useAssistantLabelGroupListQuery,
  useAssistantLabelListQuery,
  useAssistantLabelUpdateMutation,
} from '../api';
import { LabelGroupPanel } from '../components/LabelGroupPanel';
import { PlanBar } from '../components/PlanBar';
import { LabelModal } from '../components/LabelModal';
import { labelColumns } from '../components/label-columns';
import type { Label, LabelGroup } from '../types';
import { PLAN_PARAM } from '../use-plan-choice';
import styles from './page.styles';

const FILTERS = ['keyword', 'group_id', 'status'] as const;
const KEEP = [PLAN_PARAM] as const;
const NO_GROUPS: LabelGroup[] = [];

/** ROUTES-ASSISTANT-03: /assistant/speech/tag, the customer profile tags the assistant gives during calls. */
export default function TagPage() {
  const { t } = useTranslation(['assistantLibrary', 'common']);
  const { message } = App.useApp();
  const user = useAppSelector(selectUser);
  const tableQuery = useTableQuery({ filterKeys: FILTERS, keepKeys: KEEP });
  const { query, setFilters } = tableQuery;
  // Reached from a plan's tabs (?id=): the tabs stay, though tags are shared by every plan.
  const [params] = useSearchParams();
  const planId = Number(params.get(PLAN_PARAM)) || undefined;
  const groupId = query.filters.group_id ? Number(query.filters.group_id) : undefined;
  const groupList = useAssistantLabelGroupListQuery();
  const groups = groupList.data?.data ?? NO_GROUPS;
  const result = useAssistantLabelListQuery({
    body: {
      page: query.page,
      limit: query.pageSize,
      keyword: query.filters.keyword as string | undefined,
      group_id: groupId,
      status: query.filters.status ? (Number(query.filters.status) as 0 | 1) : undefined,
    },
  });
  const [update] = useAssistantLabelUpdateMutation();
  const [remove] = useAssistantLabelDeleteMutation();
  const [modal, setModal] = useState<{ label: Label | null } | null>(null);

  const columns = labelColumns({
    t,
    groups,
    onEdit: (label) => setModal({ label }),
    onToggle: async (l, on) => {
      const { id, group_id, name, color, keywords, description } = l;
      const body = { id, group_id, name, color, keywords, description, status: on ? 1 : 0 } as const;
      if (!('error' in (await update({ body })))) void message.success(t('tag.toggled'));
    },
    onDelete: async (l) => {
      if (!('error' in (await remove({ body: { id: l.id } }))))
        void message.success(t('common:deleteSuccess'));
    },
  });

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
          <DataTable<Label>
            persistenceKey={`${user?.username ?? ''}:assistant-tags`}
            headerTitle={
              <span>
                {groups.find((g) => g.id === groupId)?.name ?? t('tag.list')}{' '}
                <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 'normal' }}>
                  {t('tag.hint')}
                </Typography.Text>
              </span>
            }
            columns={columns}
            tableQuery={tableQuery}
            result={result}
            toolBarRender={() => [
              <Button
                key="add"
                type="primary"
                icon={<PlusOutlined />}
                disabled={!groups.length}
                onClick={() => setModal({ label: null })}
              >
                {t('tag.add')}
              </Button>,
            ]}
          />
        </div>
        <LabelModal
          open={!!modal}
          label={modal?.label}
          groups={groups}
          defaultGroupId={groupId ?? groups[0]?.id}
          onOpenChange={(open) => !open && setModal(null)}
        />
      </div>
    </div>
  );
}
