import { useMemo } from 'react';
import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table';
import { filterSpec, listPagePrefetch, useListPage } from '@/components/list-page';
import { PREFETCH_FRESH } from '@/lib/app-route';
import {
  qualityApi,
  useQualityModelDeleteMutation,
  useQualityModelListQuery,
  type QualityModel,
} from '../api';
import { ModelDialog } from '../components/ModelDialog';
import { useSettingList } from '../components/use-setting-list';

const LIST = { filters: filterSpec({ name: 'string' }), table: 'quality-models' };

export const prefetch = listPagePrefetch(LIST, (body) =>
  qualityApi.util.prefetch('qualityModelList', { body }, PREFETCH_FRESH),
);

/** /monitor/setting/rules_model: models (weighted rules, base score, pass mark); delete refused while a project uses one. */
export default function ModelsPage() {
  const { t } = useTranslation('quality');
  const list = useListPage({ query: useQualityModelListQuery, ...LIST });
  const [remove] = useQualityModelDeleteMutation();
  const { dialog, toolbar, rowActions } = useSettingList<QualityModel>(remove);

  const columns = useMemo(
    (): ProColumns<QualityModel>[] => [
      { title: t('model.name'), dataIndex: 'name', width: 160 },
      {
        title: t('model.rules'),
        dataIndex: 'rules',
        search: false,
        render: (_d, m) => m.rules.map((r) => `${r.name}×${r.weight}`).join(t('common.listSep')),
        ellipsis: true,
      },
      { title: t('model.baseScore'), dataIndex: 'base_score', search: false, width: 80 },
      { title: t('model.passScore'), dataIndex: 'pass_score', search: false, width: 80 },
      {
        title: t('model.usedBy'),
        dataIndex: 'project_names',
        search: false,
        width: 180,
        render: (_d, m) => m.project_names.join(t('common.listSep')) || '-',
      },
      { title: t('rule.version'), dataIndex: 'version', search: false, width: 70 },
      {
        title: t('common.actions'),
        valueType: 'option',
        width: 130,
        render: (_d, m) => rowActions(m),
      },
    ],
    [t, rowActions],
  );

  return (
    <>
      <DataTable<QualityModel>
        {...list.table}
        headerTitle={t('title.models')}
        columns={columns}
        toolBarRender={toolbar}
      />
      <ModelDialog {...dialog.props} model={dialog.record} />
    </>
  );
}
