import { useTranslation } from 'react-i18next';
import { useMutationFeedback } from '@/components/form-dialog';
import { RowActions } from '@/components/row-actions';
import type { DialTaskStatus } from './statuses';

type Result = { data: { msg: string }; error?: undefined } | { error: unknown; data?: undefined };

type Trigger = (arg: { body: { id: number } }) => Promise<Result>;

/** A task kind's state changes (each kind has its own endpoints, the same rules). */
export interface DialTaskTriggers {
  start: Trigger;
  pause: Trigger;
  resume: Trigger;
  stop: Trigger;
  remove: Trigger;
}

/**
 * The buttons a task's state allows, for agents' call tasks and robot tasks alike: start when pending, pause
 * or stop when running, resume or stop when paused, delete unless running; edit (where the kind offers it)
 * before the start or while paused. The server holds the same rules and says why it refuses.
 */
export function DialTaskActions({
  task,
  triggers,
  onEdit,
}: {
  task: { id: number; name: string; status: DialTaskStatus };
  triggers: DialTaskTriggers;
  onEdit?: () => void;
}) {
  const { t } = useTranslation(['dialTask', 'common']);
  const feedback = useMutationFeedback();
  const body = { body: { id: task.id } };
  // the server's message says more than a fixed text (a start outside the windows says when it dials)
  const run = (key: keyof DialTaskTriggers) => feedback(triggers[key](body), { success: (data) => data.msg });
  const { status } = task;
  const stoppable = status === 'running' || status === 'paused';

  return (
    <RowActions
      row={task.name}
      // a paused task offers all four; a fourth in 更多 would hide 删除 of a task one came to clear up
      max={4}
      actions={[
        {
          key: 'edit',
          label: t('edit'),
          hidden: !onEdit || !(status === 'pending' || status === 'paused'),
          onClick: onEdit,
        },
        { key: 'start', label: t('start'), hidden: status !== 'pending', onClick: () => run('start') },
        { key: 'pause', label: t('pause'), hidden: status !== 'running', onClick: () => run('pause') },
        { key: 'resume', label: t('resume'), hidden: status !== 'paused', onClick: () => run('resume') },
        {
          key: 'stop',
          label: t('stop'),
          danger: true,
          hidden: !stoppable,
          confirm: t('stopConfirm'),
          onClick: () => run('stop'),
        },
        {
          key: 'delete',
          label: t('delete'),
          danger: true,
          hidden: status === 'running',
          confirm: t('common:confirmDelete'),
          onClick: () => feedback(triggers.remove(body), { success: t('common:deleteSuccess') }),
        },
      ]}
    />
  );
}
