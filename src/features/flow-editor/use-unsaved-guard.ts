import { useTranslation } from 'react-i18next';
import { useUnsavedGuard as useGuard } from '@/components/unsaved-guard';

/**
 * Leaving the route (another path, or another script or plan in the query) or closing the tab with
 * unsaved scenes asks first.
 */
export function useUnsavedGuard(dirty: boolean) {
  const { t } = useTranslation('flow');
  useGuard(dirty, {
    title: t('leave.title'),
    content: t('leave.content'),
    ok: t('leave.ok'),
    cancel: t('leave.cancel'),
  });
}
