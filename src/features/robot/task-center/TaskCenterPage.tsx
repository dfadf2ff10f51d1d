import { useMemo } from 'react';
import { Space, Tag } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { AddButton, DataTable } from '@/components/data-table';
import { DialProgress } from '@/components/dial-progress';
import { useFormDialog } from '@/components/form-dialog';
import { filterSpec, listPagePrefetch, useListPage } from '@/components/list-page';
import { useRefetchEvery } from '@/features/callcenter-ops';
import { PREFETCH_FRESH } from '@/lib/app-route';
import { robotApi, useRobotTaskListQuery, type RobotTask } from './api';
import { RobotTaskActions } from './RobotTaskActions';
import { RobotTaskModal } from './RobotTaskModal';

const STATUSES = ['pending', 'running', 'paused', 'stopped', 'finished'] as const;
const LIST = {
  filters: filterSpec({ name: 'string', status: { oneOf: [...STATUSES] } }),
  table: 'robotTasks',
};
const STATUS_COLORS: Record<RobotTask['status'], string> = {
  pending: 'default',
  running: 'processing',
  paused: 'warning',
  stopped: 'error',
  finished: 'success',
};
/** The dialler moves on every few seconds: re-read the progress while a task runs. */
const PROGRESS_REFRESH_MS = 5_000;

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
  const running = (list.result.data?.data.data ?? []).some((task) => task.status === 'running');
  useRefetchEvery(list.result.refetch, PROGRESS_REFRESH_MS, running);

  const columns = useMemo((): ProColumns<RobotTask>[] => {
    const statusEnum = Object.fromEntries(STATUSES.map((s) => [s, { text: t(`task.statuses.${s}`) }]));
    return [
      { title: t('task.name'), dataIndex: 'name', width: 150 },
      { title: t('task.script'), dataIndex: 'sc_name', search: false, width: 130 },
      {
        title: t('task.status'),
        dataIndex: 'status',
        valueType: 'select',
        valueEnum: statusEnum,
        width: 130,
        render: (_d, task) => (
          <Space size={4}>
            <Tag color={STATUS_COLORS[task.status]}>{t(`task.statuses.${task.status}`)}</Tag>
            {task.waiting && <Tag>{t('task.waitingWindow')}</Tag>}
          </Space>
        ),
      },
      { title: t('task.caller'), dataIndex: 'caller', search: false, width: 130 },
      {
        title: t('task.windows'),
        dataIndex: 'windows',
        search: false,
        width: 190,
        render: (_d, task) => task.windows.join(t('task.windowSeparator')),
      },
      {
        title: t('task.progress'),
        dataIndex: 'called',
        search: false,
        width: 230,
        render: (_d, task) => <DialProgress task={task} />,
      },
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
      { title: t('task.createdAt'), dataIndex: 'created_at', search: false, width: 170 },
      {
        title: t('task.actions'),
        valueType: 'option',
        width: 170,
        render: (_d, task) => <RobotTaskActions task={task} />,
      },
    ];
  }, [t]);

  const toolbar = useMemo(
    () => () => [
      <AddButton key="add" onClick={() => dialog.open()}>
        {t('task.add')}
      </AddButton>,
    ],
    [dialog, t],
  );

  return (
    <>
      <DataTable<RobotTask>
        {...list.table}
        headerTitle={t('task.title')}
        columns={columns}
        defaultHidden={DEFAULT_HIDDEN}
        toolBarRender={toolbar}
      />
      <RobotTaskModal {...dialog.props} />
    </>
  );
}
