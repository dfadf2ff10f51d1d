import { useMemo } from 'react';
import { Space, Tag } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { AddButton, DataTable, type ListResult } from '@/components/data-table';
import { DialProgress, type DialFigures } from '@/components/dial-progress';
import type { ListPage } from '@/components/list-page';
import { useRefetchEvery } from '@/lib/use-refetch-every';
import { DialTaskActions, type DialTaskTriggers } from './DialTaskActions';
import { DIAL_TASK_STATUSES, STATUS_COLORS, type DialTaskStatus } from './statuses';

/** What every dialling task's row shows, as the contract names it. */
export interface DialTaskRow extends DialFigures {
  id: number;
  name: string;
  status: DialTaskStatus;
  /** running, outside its calling windows */
  waiting: boolean;
  windows: string[];
  created_at: string;
}

/** The dialler moves on every few seconds: re-read the progress while a task runs. */
const PROGRESS_REFRESH_MS = 5_000;

/** The columns every task list has, for a screen to place among its own. */
export function useDialTaskColumns<T extends DialTaskRow>() {
  const { t } = useTranslation('dialTask');
  return useMemo(() => {
    const statusEnum = Object.fromEntries(DIAL_TASK_STATUSES.map((s) => [s, { text: t(`statuses.${s}`) }]));
    const columns = {
      name: { title: t('name'), dataIndex: 'name', width: 150 },
      status: {
        title: t('status'),
        dataIndex: 'status',
        valueType: 'select',
        valueEnum: statusEnum,
        width: 130,
        render: (_d, task) => (
          <Space size={4}>
            <Tag color={STATUS_COLORS[task.status]}>{t(`statuses.${task.status}`)}</Tag>
            {task.waiting && <Tag>{t('waitingWindow')}</Tag>}
          </Space>
        ),
      },
      progress: {
        title: t('progress'),
        dataIndex: 'called',
        search: false,
        width: 230,
        render: (_d, task) => <DialProgress task={task} />,
      },
      createdAt: { title: t('createdAt'), dataIndex: 'created_at', search: false, width: 170 },
    } satisfies Record<string, ProColumns<T>>;
    const windows = (width: number): ProColumns<T> => ({
      title: t('windows'),
      dataIndex: 'windows',
      search: false,
      width,
      render: (_d, task) => task.windows.join(t('windowSeparator')),
    });
    return { ...columns, windows };
  }, [t]);
}

/**
 * A list of dialling tasks: searched by name and state, re-read while one runs, each row's state actions on the
 * screen's endpoints and a 新建任务 button; the screen gives its columns (with useDialTaskColumns' among them).
 */
export function DialTaskTable<T extends DialTaskRow>({
  list,
  title,
  columns,
  defaultHidden,
  actionsWidth,
  triggers,
  onAdd,
  onEdit,
}: {
  list: ListPage<unknown, ListResult<T>>;
  title: string;
  columns: ProColumns<T>[];
  /** Shown from the column settings only. */
  defaultHidden: string[];
  actionsWidth: number;
  /** The state changes on the screen's endpoints (stable: the columns are kept while they stay). */
  triggers: DialTaskTriggers;
  onAdd(): void;
  /** Where the kind offers an edit (a task not yet started, or paused). */
  onEdit?: (task: T) => void;
}) {
  const { t } = useTranslation('dialTask');
  const running = (list.result.data?.data.data ?? []).some((task) => task.status === 'running');
  useRefetchEvery(list.result.refetch, PROGRESS_REFRESH_MS, running);

  const all = useMemo(
    (): ProColumns<T>[] => [
      ...columns,
      {
        title: t('actions'),
        valueType: 'option',
        width: actionsWidth,
        render: (_d, task) => (
          <DialTaskActions task={task} triggers={triggers} onEdit={onEdit && (() => onEdit(task))} />
        ),
      },
    ],
    [columns, actionsWidth, triggers, onEdit, t],
  );
  const toolbar = useMemo(
    () => () => [
      <AddButton key="add" onClick={() => onAdd()}>
        {t('add')}
      </AddButton>,
    ],
    [onAdd, t],
  );

  return (
    <DataTable<T>
      {...list.table}
      headerTitle={title}
      columns={all}
      defaultHidden={defaultHidden}
      toolBarRender={toolbar}
    />
  );
}
