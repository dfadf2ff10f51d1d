import { useTranslation } from 'react-i18next';
import {
  useAssistantCategoryAddMutation,
  useAssistantCategoryDeleteMutation,
  useAssistantCategoryUpdateMutation,
} from '../api';
import type { Category } from '../types';
import { GroupPanel } from './GroupPanel';
import { useGroupActions } from './use-group-actions';

interface CategoryPanelProps {
  planId: number;
  categories: Category[];
  loading: boolean;
  selectedId?: number;
  onSelect(id: number | undefined): void;
}

/** The knowledge base's categories of one plan. */
export function CategoryPanel({ planId, categories, loading, selectedId, onSelect }: CategoryPanelProps) {
  const { t } = useTranslation(['assistantLibrary', 'common']);
  const [add] = useAssistantCategoryAddMutation();
  const [update] = useAssistantCategoryUpdateMutation();
  const [remove] = useAssistantCategoryDeleteMutation();
  const actions = useGroupActions({
    add: (name) => add({ body: { sc_id: planId, name } }),
    rename: (id, name) => update({ body: { id, name } }),
    remove: (id) => remove({ body: { id } }),
    selectedId,
    onSelect,
  });

  return (
    <GroupPanel
      title={t('repository.categories')}
      groups={categories.map((c) => ({ id: c.id, name: c.name, count: c.entry_count }))}
      selectedId={selectedId}
      loading={loading}
      texts={{
        add: t('repository.addCategory'),
        rename: t('repository.renameCategory'),
        name: t('repository.categoryName'),
        hasItems: (count) => t('repository.categoryHasEntries', { count }),
      }}
      {...actions}
    />
  );
}
