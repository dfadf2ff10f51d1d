import { App, Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DeleteConfirm } from '@/components/delete-confirm';

type Result = { data: { msg: string }; error?: undefined } | { error: unknown; data?: undefined };
const succeeded = (r: Result): r is { data: { msg: string } } => r.error === undefined;

type Trigger = (arg: { body: { id: number } }) => Promise<Result>;

/** A task kind's state changes (each kind has its own endpoints, the same rules). */
export interface TaskTriggers {
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
export function TaskActions({
  task,
  triggers,
  onEdit,
}: {
  task: { id: number; status: 'pending' | 'running' | 'paused' | 'stopped' | 'finished' };
  triggers: TaskTriggers;
  onEdit?: () => void;
}) {
  const { t } = useTranslation(['callcenterOps', 'common']);
  const { message } = App.useApp();
  const body = { body: { id: task.id } };
  // the server's message says more than a fixed text (a start outside the windows says when it dials)
  const run = async (save: Promise<Result>) => {
    const answer = await save;
    if (succeeded(answer)) void message.success(answer.data.msg);
  };
  const button = (key: 'start' | 'pause' | 'resume') => (
    <Button key={key} type="link" size="small" onClick={() => void run(triggers[key](body))}>
      {t(`task.${key}`)}
    </Button>
  );

  return (
    <Space size={0}>
      {onEdit && (task.status === 'pending' || task.status === 'paused') && (
        <Button type="link" size="small" onClick={onEdit}>
          {t('task.edit')}
        </Button>
      )}
      {task.status === 'pending' && button('start')}
      {task.status === 'running' && button('pause')}
      {task.status === 'paused' && button('resume')}
      {(task.status === 'running' || task.status === 'paused') && (
        <Popconfirm title={t('task.stopConfirm')} onConfirm={() => run(triggers.stop(body))}>
          <Button type="link" size="small" danger>
            {t('task.stop')}
          </Button>
        </Popconfirm>
      )}
      {task.status !== 'running' && (
        <DeleteConfirm
          title={t('common:confirmDelete')}
          onConfirm={async () => {
            if (succeeded(await triggers.remove(body))) void message.success(t('common:deleteSuccess'));
          }}
        >
          <Button type="link" size="small" danger>
            {t('delete')}
          </Button>
        </DeleteConfirm>
      )}
    </Space>
  );
}
