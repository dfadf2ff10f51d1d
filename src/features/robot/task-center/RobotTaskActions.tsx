import { App, Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DeleteConfirm } from '@/components/delete-confirm';
import {
  useRobotTaskDeleteMutation,
  useRobotTaskPauseMutation,
  useRobotTaskResumeMutation,
  useRobotTaskStartMutation,
  useRobotTaskStopMutation,
  type RobotTask,
} from './api';

type Result = { data: { msg: string }; error?: undefined } | { error: unknown; data?: undefined };
const succeeded = (r: Result): r is { data: { msg: string } } => r.error === undefined;

/**
 * The buttons a task's state allows: start when pending, pause or stop when running, resume or stop when
 * paused, delete unless running. The server holds the same rules and says why it refuses.
 */
export function RobotTaskActions({ task }: { task: RobotTask }) {
  const { t } = useTranslation(['robotTasks', 'common']);
  const { message } = App.useApp();
  const [start] = useRobotTaskStartMutation();
  const [pause] = useRobotTaskPauseMutation();
  const [resume] = useRobotTaskResumeMutation();
  const [stop] = useRobotTaskStopMutation();
  const [remove] = useRobotTaskDeleteMutation();
  const body = { body: { id: task.id } };
  // the server's message says more than a fixed text (a start outside the windows says when it dials)
  const run = async (save: Promise<Result>) => {
    const answer = await save;
    if (succeeded(answer)) void message.success(answer.data.msg);
  };
  const button = (key: 'start' | 'pause' | 'resume', act: () => Promise<Result>) => (
    <Button key={key} type="link" size="small" onClick={() => void run(act())}>
      {t(`task.${key}`)}
    </Button>
  );

  return (
    <Space size={0}>
      {task.status === 'pending' && button('start', () => start(body))}
      {task.status === 'running' && button('pause', () => pause(body))}
      {task.status === 'paused' && button('resume', () => resume(body))}
      {(task.status === 'running' || task.status === 'paused') && (
        <Popconfirm title={t('task.stopConfirm')} onConfirm={() => run(stop(body))}>
          <Button type="link" size="small" danger>
            {t('task.stop')}
          </Button>
        </Popconfirm>
      )}
      {task.status !== 'running' && (
        <DeleteConfirm
          title={t('common:confirmDelete')}
          onConfirm={async () => {
            if (!('error' in (await remove(body)))) void message.success(t('common:deleteSuccess'));
          }}
        >
          <Button type="link" size="small" danger>
            {t('task.delete')}
          </Button>
        </DeleteConfirm>
      )}
    </Space>
  );
}
