import { useMemo } from 'react';
import { App, Button, Space, Tag } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { AddButton, DataTable } from '@/components/data-table';
import { DeleteConfirm } from '@/components/delete-confirm';
import { useFormDialog } from '@/components/form-dialog';
import { filterSpec, listPagePrefetch, useListPage } from '@/components/list-page';
import { PREFETCH_FRESH } from '@/lib/app-route';
import {
  qualityApi,
  useQualityRuleDeleteMutation,
  useQualityRuleListQuery,
  useQualityRuleStatusMutation,
  type QualityRule,
} from '../api';
import { RuleDrawer } from '../components/RuleDrawer';

const KINDS = ['keyword', 'regex', 'speech_rate', 'silence', 'interruption', 'emotion'] as const;
const LIST = {
  filters: filterSpec({
    name: 'string',
    type: { oneOf: [1, 2, 3, 4, 5, 6] },
    status: { oneOf: [0, 1] },
  }),
  table: 'quality-rules',
};

export const prefetch = listPagePrefetch(LIST, (body) =>
  qualityApi.util.prefetch('qualityRuleList', { body }, PREFETCH_FRESH),
);

/** Shown from the column settings: at 1280 px the rule's conditions and models fill the width. */
const DEFAULT_HIDDEN = ['version'];

/** /monitor/setting/monitor_rule: inspection rules; delete is refused while a model uses the rule. */
export default function RulesPage() {
  const { t } = useTranslation('quality');
  const { message } = App.useApp();
  const list = useListPage({ query: useQualityRuleListQuery, ...LIST });
  const editor = useFormDialog<QualityRule>();
  const openEditor = editor.open;
  const [setStatus] = useQualityRuleStatusMutation();
  const [remove] = useQualityRuleDeleteMutation();

  const columns = useMemo((): ProColumns<QualityRule>[] => {
    const typeEnum = Object.fromEntries(KINDS.map((k, i) => [String(i + 1), { text: t(`kind.${k}`) }]));
    return [
      { title: t('rule.name'), dataIndex: 'name', width: 180 },
      {
        title: t('rule.type'),
        dataIndex: 'type',
        valueType: 'select',
        valueEnum: typeEnum,
        render: (_d, r) => r.type_name,
        width: 110,
      },
      {
        title: t('rule.conditions'),
        dataIndex: 'conditions',
        search: false,
        render: (_d, r) =>
          t('rule.summary', {
            conditions: r.conditions
              .map((c) => `${c.no}.${t(`kind.${c.kind}`)}(${t(`side.${c.side}`)})`)
              .join(' '),
            logic: r.logic || r.conditions.map((c) => c.no).join('&&'),
          }),
        ellipsis: true,
      },
      {
        title: t('rule.score'),
        dataIndex: 'score',
        search: false,
        width: 80,
        render: (_d, r) => (r.score > 0 ? `+${r.score}` : r.score),
      },
      {
        title: t('common.status'),
        dataIndex: 'status',
        valueType: 'select',
        valueEnum: { 1: { text: t('common.enabled') }, 0: { text: t('common.disabled') } },
        render: (_d, r) => (
          <Tag color={r.status ? 'green' : 'default'}>
            {t(r.status ? 'common.enabled' : 'common.disabled')}
          </Tag>
        ),
        width: 90,
      },
      {
        title: t('rule.usedBy'),
        dataIndex: 'model_names',
        search: false,
        render: (_d, r) => r.model_names.join(t('common.listSep')) || '-',
        width: 180,
      },
      { title: t('rule.version'), dataIndex: 'version', search: false, width: 70 },
      {
        title: t('common.actions'),
        valueType: 'option',
        width: 180,
        render: (_d, r) => (
          <Space size={0}>
            <Button
              type="link"
              size="small"
              aria-label={`${t('common.edit')} ${r.name}`}
              onClick={() => openEditor(r)}
            >
              {t('common.edit')}
            </Button>
            <Button
              type="link"
              size="small"
              aria-label={`${t(r.status ? 'common.disable' : 'common.enable')} ${r.name}`}
              onClick={async () => {
                const done = await setStatus({ body: { id: r.id, status: r.status ? 0 : 1 } });
                if (!done.error) void message.success(t(r.status ? 'rule.disabledMsg' : 'rule.enabledMsg'));
              }}
            >
              {t(r.status ? 'common.disable' : 'common.enable')}
            </Button>
            <DeleteConfirm
              title={t('common.confirmDelete')}
              onConfirm={async () => {
                const done = await remove({ body: { id: r.id } });
                if (!done.error) void message.success(t('common.deleted'));
              }}
            >
              <Button type="link" size="small" danger aria-label={`${t('common.delete')} ${r.name}`}>
                {t('common.delete')}
              </Button>
            </DeleteConfirm>
          </Space>
        ),
      },
    ];
  }, [t, openEditor, setStatus, remove, message]);

  const toolbar = useMemo(
    () => () => [
      <AddButton key="add" onClick={() => openEditor()}>
        {t('common.add')}
      </AddButton>,
    ],
    [openEditor, t],
  );

  return (
    <>
      <DataTable<QualityRule>
        {...list.table}
        headerTitle={t('title.rules')}
        columns={columns}
        defaultHidden={DEFAULT_HIDDEN}
        toolBarRender={toolbar}
      />
      <RuleDrawer {...editor.props} rule={editor.record} />
    </>
  );
}
