import { useMemo } from 'react';
import { Tag } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { AddButton, DataTable, useEnum } from '@/components/data-table';
import { useFormDialog, useMutationFeedback } from '@/components/form-dialog';
import { filterSpec, listPagePrefetch, useListPage } from '@/components/list-page';
import { RowActions } from '@/components/row-actions';
import { PREFETCH_FRESH } from '@/lib/app-route';
import {
  qualityApi,
  useQualityRuleDeleteMutation,
  useQualityRuleListQuery,
  useQualityRuleStatusMutation,
  type QualityRule,
} from '../api';
import { RuleDrawer } from '../components/RuleDrawer';
import { RULE_STATUS } from '../enums';

const KINDS = ['keyword', 'regex', 'speech_rate', 'silence', 'interruption', 'emotion'] as const;
const LIST = {
  filters: filterSpec({
    name: 'string',
    type: { oneOf: [1, 2, 3, 4, 5, 6] },
    status: { oneOf: RULE_STATUS.values },
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
  const feedback = useMutationFeedback();
  const statuses = useEnum(RULE_STATUS);
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
        valueEnum: statuses.valueEnum,
        render: (_d, r) => <Tag color={r.status ? 'green' : 'default'}>{statuses.text(r.status)}</Tag>,
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
          <RowActions
            row={r.name}
            actions={[
              { key: 'edit', label: t('common.edit'), onClick: () => openEditor(r) },
              {
                key: 'status',
                label: t(r.status ? 'common.disable' : 'common.enable'),
                onClick: () =>
                  feedback(setStatus({ body: { id: r.id, status: r.status ? 0 : 1 } }), {
                    success: t(r.status ? 'rule.disabledMsg' : 'rule.enabledMsg'),
                  }),
              },
              {
                key: 'delete',
                label: t('common.delete'),
                danger: true,
                confirm: t('common.confirmDelete'),
                onClick: () => feedback(remove({ body: { id: r.id } }), { success: t('common.deleted') }),
              },
            ]}
          />
        ),
      },
    ];
  }, [t, statuses, openEditor, setStatus, remove, feedback]);

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
