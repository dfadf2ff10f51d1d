import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutationFeedback, type MutationResult } from '@/components/form-dialog';

/**
 * Deletes knowledge entries by id (a row's 删除, a bulk delete) and says 删除成功; resolves false when the
 * server refused, so a bulk delete keeps its selection.
 */
export function useEntryRemoval<R extends MutationResult>(
  remove: (arg: { body: { ids: number[] } }) => Promise<R>,
) {
  const { t } = useTranslation('common');
  const feedback = useMutationFeedback();
  return useCallback(
    async (ids: number[]) => (await feedback(remove({ body: { ids } }), { success: t('deleteSuccess') })).ok,
    [feedback, remove, t],
  );
}
