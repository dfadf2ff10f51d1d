import { useMemo } from 'react';
import { Alert, Button, Select, Typography } from 'antd';
import { DeleteConfirm } from '@/components/delete-confirm';
import { useFormDialog } from '@/components/form-dialog';
import { useEntryRemoval } from '@/components/knowledge-base';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { AddButton, DataTable } from '@/components/data-table';
import { filterSpec, listPagePrefetch, useListPage, type ListBody } from '@/components/list-page';
import { QueryGate } from '@/components/query-gate';
import { PREFETCH_FRESH, type PagePrefetch } from '@/lib/app-route';
import {
  assistantApi,
  useAssistantCategoryListQuery,
  useAssistantLibraryDeleteMutation,
  useAssistantLibraryListQuery,
} from '../api';
import { CategoryPanel } from '../components/CategoryPanel';
import { EntryDrawer } from '../components/EntryDrawer';
import { PlanBar } from '../components/PlanBar';
import { entryColumns } from '../components/entry-columns';
import type { Category, Entry } from '../types';
import { PLAN_LIST, PLAN_PARAM, shownPlan, usePlanChoice } from '../use-plan-choice';
import styles from './page.styles';

const FILTERS = filterSpec({ keyword: 'string', category_id: 'number' });
const KEEP = [PLAN_PARAM];
const NO_CATEGORIES: Category[] = [];

const entryList = (planId: number | undefined) => ({
  filters: FILTERS,
  keepKeys: KEEP,
  table: 'assistant-repository',
  toBody: (body: ListBody<typeof FILTERS, never>) => ({ ...body, sc_id: planId ?? 0 }),
});

/** The plan list, then the shown plan's categories and first entries, as the page asks them. */
export const prefetch: PagePrefetch = (context) => {
  const { dispatch, search } = context;
  const plans = dispatch(
    assistantApi.endpoints.assistantSpeechList.initiate(PLAN_LIST, { subscribe: false }),
  );
  void plans.then(({ data }) => {
    const plan = shownPlan(data?.data.data ?? [], search);
    if (!plan) return;
    dispatch(
      assistantApi.util.prefetch('assistantCategoryList', { body: { sc_id: plan.id } }, PREFETCH_FRESH),
    );
    listPagePrefetch(entryList(plan.id), (body) =>
      assistantApi.util.prefetch('assistantLibraryList', { body }, PREFETCH_FRESH),
    )(context);
  });
};

/**
 * Shown from the column settings: beside the category tree the question and its answer fill the width; the similar
 * questions are in the entry's form.
 */
const DEFAULT_HIDDEN = ['keywords', 'updated_at'];

/** ROUTES-ASSISTANT-02: /assistant/speech/repository, a plan's knowledge base — categories and Q&A entries. */
export default function RepositoryPage() {
  const { t } = useTranslation(['assistantLibrary', 'common']);
  const { plans, planId, loading, choose } = usePlanChoice();
  const list = useListPage({ query: useAssistantLibraryListQuery, ...entryList(planId), skip: !planId });
  const { query, setFilters } = list.tableQuery;
  const categoryId = list.body.category_id;
  const categoryList = useAssistantCategoryListQuery(planId ? { body: { sc_id: planId } } : skipToken);
  const categories = categoryList.data?.data ?? NO_CATEGORIES;
  const [remove] = useAssistantLibraryDeleteMutation();
  const entryDialog = useFormDialog<Entry>();
  const openEntry = entryDialog.open;

  const removeEntries = useEntryRemoval(remove);

  const columns = useMemo(
    () =>
      entryColumns({
        t,
        categories,
        onEdit: openEntry,
        onDelete: (entry) => void removeEntries([entry.id]),
      }),
    [t, categories, removeEntries, openEntry],
  );

  const selectCategory = (id: number | undefined) =>
    setFilters({ ...query.filters, category_id: id === undefined ? undefined : String(id) });

  if (!loading && !plans.length) return <Alert type="info" showIcon title={t('plan.none')} />;

  return (
    <div style={styles.root}>
      {planId && (
        <PlanBar planId={planId} active="repository">
          <Typography.Text strong>{t('plan.label')}</Typography.Text>
          <Select
            aria-label={t('plan.label')}
            placeholder={t('plan.placeholder')}
            style={styles.planSelect}
            value={planId}
            options={plans.map((p) => ({ value: p.id, label: p.name }))}
            onChange={choose}
          />
        </PlanBar>
      )}
      {planId && (
        <div style={styles.columns}>
          <CategoryPanel
            planId={planId}
            categories={categories}
            loading={categoryList.isLoading}
            selectedId={categoryId}
            onSelect={selectCategory}
          />
          <div style={styles.main}>
            {/* the table waits for the categories its column and search field are drawn from */}
            <QueryGate answers={[categoryList]} failed={t('repository.categoriesFailed')}>
              {() => (
                <DataTable<Entry>
                  {...list.table}
                  headerTitle={
                    categories.find((c) => c.id === categoryId)?.name ?? t('repository.allEntries')
                  }
                  columns={columns}
                  defaultHidden={DEFAULT_HIDDEN}
                  toolBarRender={() => [
                    <AddButton key="add" disabled={!categories.length} onClick={() => openEntry()}>
                      {t('repository.add')}
                    </AddButton>,
                  ]}
                  bulkActions={(ids, clear) => (
                    <DeleteConfirm
                      title={t('common:confirmDelete')}
                      description={t('repository.bulkDeleteEffect', { count: ids.length })}
                      onConfirm={async () => {
                        if (await removeEntries(ids)) clear();
                      }}
                    >
                      <Button type="link" size="small" danger>
                        {t('repository.bulkDelete')}
                      </Button>
                    </DeleteConfirm>
                  )}
                />
              )}
            </QueryGate>
          </div>
        </div>
      )}
      {/* mounted only while open: kept closed, its form was drawn with every draw of the page */}
      {entryDialog.isOpen && (
        <EntryDrawer
          {...entryDialog.props}
          entry={entryDialog.record}
          categories={categories}
          defaultCategoryId={categoryId ?? categories[0]?.id}
        />
      )}
    </div>
  );
}
