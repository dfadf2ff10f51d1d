import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormSubmit, useMutationFeedback } from '@/components/form-dialog';

/** What an RTK Query mutation's trigger answers. */
type Outcome = { data: unknown; error?: undefined } | { error: unknown; data?: undefined };

type Form = Pick<FormInstance, 'setFields'>;

interface GroupMutations {
  add(name: string): Promise<Outcome>;
  rename(id: number, name: string): Promise<Outcome>;
  remove(id: number): Promise<Outcome>;
  selectedId?: number;
  onSelect(id: number | undefined): void;
}

/**
 * A group panel's add, rename and delete over the server's mutations: the success message on each,
 * false to keep the name dialog open on a refusal (a taken name shown under the field), and the selection
 * dropped with its deleted group.
 */
export function useGroupActions({ add, rename, remove, selectedId, onSelect }: GroupMutations) {
  const { t } = useTranslation(['assistantLibrary', 'common']);
  const feedback = useMutationFeedback();
  const submit = useFormSubmit();
  return {
    onSelect,
    async onAdd(name: string, form?: Form) {
      return !!(await submit(form, add(name), { success: t('messages.added'), duplicateField: 'name' }));
    },
    async onRename(id: number, name: string, form?: Form) {
      return !!(await submit(form, rename(id, name), {
        success: t('messages.updated'),
        duplicateField: 'name',
      }));
    },
    async onDelete(id: number) {
      const outcome = await feedback(remove(id), { success: t('common:deleteSuccess') });
      if (outcome.ok && selectedId === id) onSelect(undefined);
    },
  };
}
