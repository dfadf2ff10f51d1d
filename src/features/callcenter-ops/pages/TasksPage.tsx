import { useMemo } from 'react';
import { Space, Tag } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { AddButton, DataTable } from '@/components/data-table';
import { DialProgress } from '@/components/dial-progress';
import { useFormDialog } from '@/components/form-dialog';
import { filterSpec, listPagePrefetch, useListPage } from '@/components/list-page';
import { PREFETCH_FRESH } from '@/lib/app-route';
import { callcenterOpsApi, useCallTaskPageListQuery, type CallTask } from '../api';
import { CallTaskActions } from '../components/CallTaskActions';
import { TaskModal } from '../components/TaskModal';
import { useRefetchEvery } from '../use-refetch-every';

const LIST = {
  filters: filterSpec({
    name: 'string',
    status: { oneOf: ['pending', 'running', 'paused', 'stopped', 'finished'] },
  }),
  table: 'callTasks',
};
const STATUSES = ['pending', 'running', 'paused', 'stopped', 'finished'] as const;
const STATUS_COLORS: Record<CallTask['status'], string> = {
  pending: 'default',
  running: 'processing',
  paused: 'warning',
  stopped: 'error',
  finished: 'success',
};
/** The dialler moves on every few seconds: re-read the progress while a task runs. */
const PROGRESS_REFRESH_MS = 5_000;

export const prefetch = listPagePrefetch(LIST, (body) =>
  callcenterOpsApi.util.prefetch('callTaskPageList', { body }, PREFETCH_FRESH),
);

/**
 * Shown from the column settings: at 1280 px the progress and the actions need the width (the source and queue are in
 * the task's form).
 */
const DEFAULT_HIDDEN = ['source', 'queue_name', 'created_at'];

/** ROUTES-CALLCENTRE-08 /callcenter/task: outbound call tasks, their state and live progress. */
export default function TasksPage() {
  const { t } = useTranslation('callcenterOps');
  const list = useListPage({ query: useCallTaskPageListQuery, ...LIST });
  const dialog = useFormDialog<CallTask>();
  const running = (list.result.data?.data.data ?? []).some((task) => task.status === 'running');
  useRefetchEvery(list.result.refetch, PROGRESS_REFRESH_MS, running);

  const columns = useMemo((): ProColumns<CallTask>[] => {
    const statusEnum = Object.fromEntries(STATUSES.map((s) => [s, { text: t(`task.statuses.${s}`) }]));
    return [
      { title: t('task.name'), dataIndex: 'name', width: 150 },
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
      {
        title: t('task.source'),
        dataIndex: 'source',
        search: false,
        width: 110,
        render: (_d, task) => t(`task.sources.${task.source}`),
      },
      {
        title: t('task.assignTo'),
        dataIndex: 'queue_name',
        search: false,
        width: 140,
        ellipsis: true,
        render: (_d, task) => task.queue_name ?? task.staff.map((s) => s.name).join(t('listSeparator')),
      },
      {
        title: t('task.windows'),
        dataIndex: 'windows',
        search: false,
        width: 170,
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
        title: t('task.answerRate'),
        dataIndex: 'answer_rate',
        search: false,
        width: 90,
        render: (_d, task) => `${task.answer_rate}%`,
      },
      { title: t('task.createdAt'), dataIndex: 'created_at', search: false, width: 170 },
      {
        title: t('task.actions'),
        valueType: 'option',
        width: 210,
        render: (_d, task) => <CallTaskActions task={task} onEdit={() => dialog.open(task)} />,
      },
    ];
  }, [dialog, t]);

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
      <DataTable<CallTask>
        {...list.table}
        headerTitle={t('task.title')}
        columns={columns}
        defaultHidden={DEFAULT_HIDDEN}
        toolBarRender={toolbar}
      />
      <TaskModal {...dialog.props} task={dialog.record} />
    </>
  );
}
