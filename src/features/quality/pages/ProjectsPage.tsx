import { useMemo } from 'react';
import { App, Button, Space, Tag, Typography } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AddButton, DataTable } from '@/components/data-table';
import { DeleteConfirm } from '@/components/delete-confirm';
import { useFormDialog } from '@/components/form-dialog';
import { filterSpec, listPagePrefetch, useListPage } from '@/components/list-page';
import { PREFETCH_FRESH } from '@/lib/app-route';
import {
  qualityApi,
  useQualityProjectDeleteMutation,
  useQualityProjectListQuery,
  useQualityProjectRunMutation,
  type QualityProject,
} from '../api';
import { ProjectDialog } from '../components/ProjectDialog';

const LIST = {
  filters: filterSpec({ name: 'string', status: { oneOf: [0, 1, 2, 3] } }),
  table: 'quality-projects',
};
const STATUS_COLOR = ['default', 'processing', 'success', 'warning'] as const;

export const prefetch = listPagePrefetch(LIST, (body) =>
  qualityApi.util.prefetch('qualityProjectList', { body }, PREFETCH_FRESH),
);

/**
 * Shown from the column settings: at 1280 px the project's progress and its actions fill the width; its settings are in
 * its form.
 */
const DEFAULT_HIDDEN = ['model_name', 'source', 'start_date', 'reviewer_names'];

/** /monitor/setting/monitor_setting: inspection projects, run now or daily, and their results. */
export default function ProjectsPage() {
  const { t } = useTranslation('quality');
  const { message } = App.useApp();
  const list = useListPage({ query: useQualityProjectListQuery, ...LIST });
  const dialog = useFormDialog<QualityProject>();
  const open = dialog.open;
  const [run] = useQualityProjectRunMutation();
  const [remove] = useQualityProjectDeleteMutation();

  const columns = useMemo(
    (): ProColumns<QualityProject>[] => [
      { title: t('project.name'), dataIndex: 'name', width: 160 },
      { title: t('project.model'), dataIndex: 'model_name', search: false, width: 130 },
      {
        title: t('project.source'),
        dataIndex: 'source',
        search: false,
        width: 100,
        render: (_d, p) => t(`project.source${p.source}`),
      },
      {
        title: t('project.dates'),
        dataIndex: 'start_date',
        search: false,
        width: 200,
        render: (_d, p) => `${p.start_date} ~ ${p.end_date}`,
      },
      { title: t('project.sampleRate'), dataIndex: 'sample_rate', search: false, width: 90 },
      {
        title: t('common.status'),
        dataIndex: 'status',
        valueType: 'select',
        valueEnum: Object.fromEntries(
          [0, 1, 2, 3].map((s) => [s, { text: t(`project.status${s as 0 | 1 | 2 | 3}`) }]),
        ),
        render: (_d, p) => <Tag color={STATUS_COLOR[p.status]}>{p.status_name}</Tag>,
        width: 90,
      },
      { title: t('project.total'), dataIndex: 'total_count', search: false, width: 80 },
      {
        title: t('project.inspected'),
        dataIndex: 'inspected_count',
        search: false,
        width: 80,
        render: (_d, p) => (
          <Link to={`/monitor/call/monitor_detail?project_id=${p.id}`}>{p.inspected_count}</Link>
        ),
      },
      {
        title: t('project.reviewers'),
        dataIndex: 'reviewer_names',
        search: false,
        width: 140,
        render: (_d, p) => p.reviewer_names.join(t('common.listSep')),
      },
      {
        title: t('project.lastRun'),
        dataIndex: 'last_run_at',
        search: false,
        width: 230,
        render: (_d, p) => (
          <>
            <div>
              {p.last_run_at ?? '-'}
              {p.runs[0] && t('project.runInspected', { n: p.runs[0].inspected })}
            </div>
            {p.next_run_at && (
              <Typography.Text type="secondary">
                {t('project.nextRun', { at: p.next_run_at })}
              </Typography.Text>
            )}
          </>
        ),
      },
      {
        title: t('common.actions'),
        valueType: 'option',
        width: 200,
        render: (_d, p) => (
          <Space size={0}>
            <Button
              type="link"
              size="small"
              aria-label={`${t('project.run')} ${p.name}`}
              onClick={async () => {
                const done = await run({ body: { id: p.id } });
                if (done.data) void message.success(done.data.msg);
              }}
            >
              {t('project.run')}
            </Button>
            <Button
              type="link"
              size="small"
              aria-label={`${t('common.edit')} ${p.name}`}
              onClick={() => open(p)}
            >
              {t('common.edit')}
            </Button>
            <DeleteConfirm
              title={t('common.confirmDelete')}
              onConfirm={async () => {
                const done = await remove({ body: { id: p.id } });
                if (!done.error) void message.success(t('common.deleted'));
              }}
            >
              <Button type="link" size="small" danger aria-label={`${t('common.delete')} ${p.name}`}>
                {t('common.delete')}
              </Button>
            </DeleteConfirm>
          </Space>
        ),
      },
    ],
    [t, open, run, remove, message],
  );
  const toolbar = useMemo(
    () => () => [
      <AddButton key="add" onClick={() => open()}>
        {t('common.add')}
      </AddButton>,
    ],
    [open, t],
  );

  return (
    <>
      <DataTable<QualityProject>
        {...list.table}
        headerTitle={t('title.projects')}
        columns={columns}
        defaultHidden={DEFAULT_HIDDEN}
        toolBarRender={toolbar}
      />
      <ProjectDialog {...dialog.props} project={dialog.record} />
    </>
  );
}
