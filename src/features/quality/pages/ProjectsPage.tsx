import { useMemo } from 'react';
import { Tag, Typography } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DataTable, useEnum } from '@/components/data-table';
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
import { useSettingList } from '../components/use-setting-list';
import { PROJECT_STATUS } from '../enums';

const LIST = {
  filters: filterSpec({ name: 'string', status: { oneOf: PROJECT_STATUS.values } }),
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
  const list = useListPage({ query: useQualityProjectListQuery, ...LIST });
  const [run] = useQualityProjectRunMutation();
  const [remove] = useQualityProjectDeleteMutation();
  const { dialog, toolbar, rowActions, feedback } = useSettingList<QualityProject>(remove);
  const statuses = useEnum(PROJECT_STATUS);

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
        valueEnum: statuses.valueEnum,
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
        render: (_d, p) =>
          rowActions(p, [
            {
              key: 'run',
              label: t('project.run'),
              // the server says what the run did (how many calls it inspected)
              onClick: () => feedback(run({ body: { id: p.id } }), { success: (d) => d.msg }),
            },
          ]),
      },
    ],
    [t, rowActions, run, feedback, statuses],
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
