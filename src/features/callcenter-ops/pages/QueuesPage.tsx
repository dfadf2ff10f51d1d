import { useMemo } from 'react';
import { Tag, Tooltip, Typography } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { AddButton, DataTable } from '@/components/data-table';
import { useFormDialog, useMutationFeedback } from '@/components/form-dialog';
import { filterSpec, listPagePrefetch, useListPage } from '@/components/list-page';
import { RowActions } from '@/components/row-actions';
import { PREFETCH_FRESH } from '@/lib/app-route';
import { callcenterOpsApi, useCallQueueDeleteMutation, useCallQueueListQuery, type CallQueue } from '../api';
import { QueueModal } from '../components/QueueModal';
import { useRefetchEvery } from '@/lib/use-refetch-every';

const LIST = { filters: filterSpec({ name: 'string' }), table: 'callQueues' };
/** Live figures (free agents, waiting calls) move with the floor: re-read while the screen is open. */
const FIGURES_REFRESH_MS = 15_000;
const NO_QUEUES: CallQueue[] = [];

export const prefetch = listPagePrefetch(LIST, (body) =>
  callcenterOpsApi.util.prefetch('callQueueList', { body }, PREFETCH_FRESH),
);

/**
 * Shown from the column settings: at 1280 px the routing and the live figures fill the width (the wait limit is in
 * its form).
 */
const DEFAULT_HIDDEN = ['max_wait_time'];

/** ROUTES-CALLCENTRE-10 /callcenter/queue: agent groups, their routing and how they stand now. */
export default function QueuesPage() {
  const { t } = useTranslation(['callcenterOps', 'common']);
  const feedback = useMutationFeedback();
  const list = useListPage({ query: useCallQueueListQuery, ...LIST });
  const dialog = useFormDialog<CallQueue>();
  const [remove] = useCallQueueDeleteMutation();
  const queues = list.result.data?.data.data ?? NO_QUEUES;
  useRefetchEvery(list.result.refetch, FIGURES_REFRESH_MS);

  const columns = useMemo((): ProColumns<CallQueue>[] => {
    const onDelete = async (q: CallQueue) => {
      await feedback(remove({ body: { id: q.id } }), { success: t('common:deleteSuccess') });
    };
    return [
      { title: t('queue.name'), dataIndex: 'name', width: 120 },
      { title: t('queue.strategy'), dataIndex: 'strategy_name', search: false, width: 110 },
      {
        title: t('queue.members'),
        dataIndex: 'staff',
        search: false,
        width: 80,
        render: (_d, q) => (
          <Tooltip title={q.staff.map((s) => s.name).join(t('listSeparator'))}>
            {t('queue.memberCount', { count: q.staff_ids.length })}
          </Tooltip>
        ),
      },
      { title: t('queue.maxWait'), dataIndex: 'max_wait_time', search: false, width: 110 },
      { title: t('queue.overflow'), dataIndex: 'overflow_name', search: false, width: 140 },
      { title: t('queue.online'), dataIndex: 'online_count', search: false, width: 70 },
      { title: t('queue.available'), dataIndex: 'available_count', search: false, width: 70 },
      {
        title: t('queue.waiting'),
        dataIndex: 'waiting_count',
        search: false,
        width: 70,
        render: (_d, q) =>
          q.waiting_count ? <Typography.Text type="danger">{q.waiting_count}</Typography.Text> : 0,
      },
      {
        title: t('queue.longestWait'),
        dataIndex: 'longest_wait',
        search: false,
        width: 80,
        render: (_d, q) => t('queue.seconds', { n: q.longest_wait }),
      },
      {
        title: t('queue.tasks'),
        dataIndex: 'task_names',
        search: false,
        width: 120,
        render: (_d, q) => q.task_names.map((n) => <Tag key={n}>{n}</Tag>),
      },
      {
        title: t('queue.actions'),
        valueType: 'option',
        width: 120,
        render: (_d, q) => (
          <RowActions
            row={q.name}
            actions={[
              { key: 'edit', label: t('common:edit'), onClick: () => dialog.open(q) },
              {
                key: 'delete',
                label: t('delete'),
                danger: true,
                confirm: t('common:confirmDelete'),
                onClick: () => onDelete(q),
              },
            ]}
          />
        ),
      },
    ];
  }, [t, dialog, remove, feedback]);

  const toolbar = useMemo(
    () => () => [
      <AddButton key="add" onClick={() => dialog.open()}>
        {t('queue.add')}
      </AddButton>,
    ],
    [dialog, t],
  );

  return (
    <>
      <DataTable<CallQueue>
        {...list.table}
        headerTitle={t('queue.title')}
        columns={columns}
        defaultHidden={DEFAULT_HIDDEN}
        toolBarRender={toolbar}
      />
      <QueueModal queue={dialog.record} queues={queues} {...dialog.props} />
    </>
  );
}
