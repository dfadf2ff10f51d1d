import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  useAssistantCategoryAddMutation,
  useAssistantCategoryDeleteMutation,
  useAssistantCategoryUpdateMutation,
} from '../api';
import type { Category } from '../types';
import { GroupPanel } from './GroupPanel';

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
  const { message } = App.useApp();
  const [add] = useAssistantCategoryAddMutation();
  const [update] = useAssistantCategoryUpdateMutation();
  const [remove] = useAssistantCategoryDeleteMutation();

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
      onSelect={onSelect}
      onAdd={async (name) => {
        const r = await add({ body: { sc_id: planId, name } });
        if ('error' in r) return false;
        void message.success(t('messages.added'));
        return true;
      }}
      onRename={async (id, name) => {
        const r = await update({ body: { id, name } });
        if ('error' in r) return false;
        void message.success(t('messages.updated'));
        return true;
      }}
      onDelete={async (id) => {
        const r = await remove({ body: { id } });
        if ('error' in r) return;
        void message.success(t('common:deleteSuccess'));
        if (selectedId === id) onSelect(undefined);
      }}
    />
  );
}
