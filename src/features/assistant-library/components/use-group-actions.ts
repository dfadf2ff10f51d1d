import { App } from 'antd';
import { useTranslation } from 'react-i18next';

/** What an RTK Query mutation's trigger answers. */
type Outcome = { error: unknown } | { data?: unknown };

interface GroupMutations {
  add(name: string): Promise<Outcome>;
  rename(id: number, name: string): Promise<Outcome>;
  remove(id: number): Promise<Outcome>;
  selectedId?: number;
  onSelect(id: number | undefined): void;
}

/**
 * A group panel's add, rename and delete over the server's mutations: the success message on each,
 * false to keep the name dialog open on a refusal, and the selection dropped with its deleted group.
 */
export function useGroupActions({ add, rename, remove, selectedId, onSelect }: GroupMutations) {
  const { t } = useTranslation(['assistantLibrary', 'common']);
  const { message } = App.useApp();
  return {
    onSelect,
    async onAdd(name: string) {
      if ('error' in (await add(name))) return false;
      void message.success(t('messages.added'));
      return true;
    },
    async onRename(id: number, name: string) {
      if ('error' in (await rename(id, name))) return false;
      void message.success(t('messages.updated'));
      return true;
    },
    async onDelete(id: number) {
      if ('error' in (await remove(id))) return;
      void message.success(t('common:deleteSuccess'));
      if (selectedId === id) onSelect(undefined);
    },
  };
}
