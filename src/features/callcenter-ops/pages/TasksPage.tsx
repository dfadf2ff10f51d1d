import { useMemo } from 'react';
import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { DialTaskTable, dialTaskList, useDialTaskColumns } from '@/components/dial-task';
import { useFormDialog } from '@/components/form-dialog';
import { listPagePrefetch, useListPage } from '@/components/list-page';
import { PREFETCH_FRESH } from '@/lib/app-route';
import {
  callcenterOpsApi,
  useCallTaskDeleteMutation,
  useCallTaskPageListQuery,
  useCallTaskPauseMutation,
  useCallTaskResumeMutation,
  useCallTaskStartMutation,
  useCallTaskStopMutation,
  type CallTask,
} from '../api';
import { TaskModal } from '../components/TaskModal';

const LIST = dialTaskList('callTasks');

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
  const { t } = useTranslation(['callcenterOps', 'dialTask']);
  const list = useListPage({ query: useCallTaskPageListQuery, ...LIST });
  const dialog = useFormDialog<CallTask>();
  const [start] = useCallTaskStartMutation();
  const [pause] = useCallTaskPauseMutation();
  const [resume] = useCallTaskResumeMutation();
  const [stop] = useCallTaskStopMutation();
  const [remove] = useCallTaskDeleteMutation();
  const triggers = useMemo(
    () => ({ start, pause, resume, stop, remove }),
    [start, pause, resume, stop, remove],
  );
  const shared = useDialTaskColumns<CallTask>();

  const columns = useMemo(
    (): ProColumns<CallTask>[] => [
      shared.name,
      shared.status,
      {
        title: t('dialTask:source'),
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
      shared.windows(170),
      shared.progress,
      {
        title: t('task.answerRate'),
        dataIndex: 'answer_rate',
        search: false,
        width: 90,
        render: (_d, task) => `${task.answer_rate}%`,
      },
      shared.createdAt,
    ],
    [shared, t],
  );

  return (
    <>
      <DialTaskTable<CallTask>
        list={list}
        title={t('task.title')}
        columns={columns}
        defaultHidden={DEFAULT_HIDDEN}
        actionsWidth={210}
        triggers={triggers}
        onAdd={dialog.open}
        onEdit={dialog.open}
      />
      <TaskModal {...dialog.props} task={dialog.record} />
    </>
  );
}
