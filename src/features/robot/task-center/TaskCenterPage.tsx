import { useMemo } from 'react';
import { Space, Tag } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { DialTaskTable, dialTaskList, useDialTaskColumns } from '@/components/dial-task';
import { useFormDialog } from '@/components/form-dialog';
import { listPagePrefetch, useListPage } from '@/components/list-page';
import { PREFETCH_FRESH } from '@/lib/app-route';
import {
  robotApi,
  useRobotTaskDeleteMutation,
  useRobotTaskListQuery,
  useRobotTaskPauseMutation,
  useRobotTaskResumeMutation,
  useRobotTaskStartMutation,
  useRobotTaskStopMutation,
  type RobotTask,
} from './api';
import { RobotTaskModal } from './RobotTaskModal';

const LIST = dialTaskList('robotTasks');

export const prefetch = listPagePrefetch(LIST, (body) =>
  robotApi.util.prefetch('robotTaskList', { body }, PREFETCH_FRESH),
);

/**
 * Shown from the column settings: at 1280 px the progress, the intents and the actions fill the width; the caller and
 * hours are in the task's form.
 */
const DEFAULT_HIDDEN = ['caller', 'windows', 'created_at'];

/** ROUTES-ROBOT-01 /voice/taskCenter: robot calling tasks, their state, live progress and intent levels. */
export default function TaskCenterPage() {
  const { t } = useTranslation('robotTasks');
  const list = useListPage({ query: useRobotTaskListQuery, ...LIST });
  const dialog = useFormDialog<null>();
  const [start] = useRobotTaskStartMutation();
  const [pause] = useRobotTaskPauseMutation();
  const [resume] = useRobotTaskResumeMutation();
  const [stop] = useRobotTaskStopMutation();
  const [remove] = useRobotTaskDeleteMutation();
  const triggers = useMemo(
    () => ({ start, pause, resume, stop, remove }),
    [start, pause, resume, stop, remove],
  );
  const shared = useDialTaskColumns<RobotTask>();

  const columns = useMemo(
    (): ProColumns<RobotTask>[] => [
      shared.name,
      { title: t('task.script'), dataIndex: 'sc_name', search: false, width: 130 },
      shared.status,
      { title: t('task.caller'), dataIndex: 'caller', search: false, width: 130 },
      shared.windows(190),
      shared.progress,
      {
        title: t('task.intents'),
        dataIndex: 'levels',
        search: false,
        width: 170,
        render: (_d, task) => (
          <Space size={[0, 4]} wrap aria-label={t('task.intents')}>
            {task.levels.map((l) => (
              <Tag key={l.level} color={l.count ? 'blue' : undefined}>
                {t('task.intentCount', { level: l.level, count: l.count })}
              </Tag>
            ))}
          </Space>
        ),
      },
      shared.createdAt,
    ],
    [shared, t],
  );

  return (
    <>
      <DialTaskTable<RobotTask>
        list={list}
        title={t('task.title')}
        columns={columns}
        defaultHidden={DEFAULT_HIDDEN}
        actionsWidth={170}
        triggers={triggers}
        onAdd={dialog.open}
      />
      <RobotTaskModal {...dialog.props} />
    </>
  );
}
