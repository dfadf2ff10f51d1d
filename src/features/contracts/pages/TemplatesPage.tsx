import { useMemo } from 'react';
import { Button, Tag } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { useMutationFeedback } from '@/components/form-dialog';
import { useNavigate } from 'react-router-dom';
import { AddButton, DataTable, useEnum } from '@/components/data-table';
import { DeleteConfirm } from '@/components/delete-confirm';
import { filterSpec, listPagePrefetch, useListPage } from '@/components/list-page';
import { PREFETCH_FRESH } from '@/lib/app-route';
import {
  contractsApi,
  useContractTemplateDeleteMutation,
  useContractTemplateListQuery,
  useContractTemplateSetStatusMutation,
  type ContractTemplate,
} from '../api';

const ACTION = { type: 'link', size: 'small', style: { padding: 0 } } as const;
import { TEMPLATE_STATUS } from '../enums';
const LIST = {
  filters: filterSpec({ name: 'string', status: { oneOf: TEMPLATE_STATUS.values } }),
  table: 'contractTemplates',
};
const FORM_PATH = '/contract/contractTPL/create';
const POSITIONS_PATH = '/contract/contractPosition';

export const prefetch = listPagePrefetch(LIST, (body) =>
  contractsApi.util.prefetch('contractTemplateList', { body }, PREFETCH_FRESH),
);

/** Shown from the column settings: at 1280 px the template's actions need the width. */
const DEFAULT_HIDDEN = ['creator_name'];

/** ROUTES-CALLCENTRE-39 /contract/contractTPL/list: the contract templates, enabled or not, and their use. */
export default function TemplatesPage() {
  const { t } = useTranslation(['contracts', 'common']);
  const feedback = useMutationFeedback();
  const navigate = useNavigate();
  const list = useListPage({ query: useContractTemplateListQuery, ...LIST });
  const statuses = useEnum(TEMPLATE_STATUS);
  const [remove] = useContractTemplateDeleteMutation();
  const [setStatus] = useContractTemplateSetStatusMutation();

  const columns = useMemo((): ProColumns<ContractTemplate>[] => {
    const onDelete = async (tpl: ContractTemplate) => {
      await feedback(remove({ body: { id: tpl.id } }), { success: t('common:deleteSuccess') });
    };
    const onStatus = async (tpl: ContractTemplate, status: 0 | 1) => {
      await feedback(setStatus({ body: { id: tpl.id, status } }), {
        success: t(status ? 'template.enabled' : 'template.disabled'),
      });
    };
    return [
      { title: t('template.name'), dataIndex: 'name', width: 200, ellipsis: true },
      { title: t('template.pages'), dataIndex: 'page_count', search: false, width: 80 },
      { title: t('template.fieldCount'), dataIndex: 'field_count', search: false, width: 100 },
      { title: t('template.usedCount'), dataIndex: 'used_count', search: false, width: 100 },
      {
        title: t('template.status'),
        dataIndex: 'status',
        valueType: 'select',
        valueEnum: statuses.valueEnum,
        render: (_d, tpl) => (
          <Tag color={tpl.status ? 'success' : 'default'}>{statuses.text(tpl.status)}</Tag>
        ),
        width: 90,
      },
      { title: t('template.creator'), dataIndex: 'creator_name', search: false, width: 100 },
      { title: t('template.updatedAt'), dataIndex: 'updated_at', search: false, width: 170 },
      {
        title: t('template.actions'),
        valueType: 'option',
        width: 230,
        fixed: 'right',
        render: (_d, tpl) => {
          const toggle = tpl.status ? 'template.disable' : 'template.enable';
          return [
            <Button
              key="edit"
              {...ACTION}
              onClick={() => navigate(`${FORM_PATH}?id=${tpl.id}`)}
              aria-label={`${t('common:edit')} ${tpl.name}`}
            >
              {t('common:edit')}
            </Button>,
            <Button
              key="positions"
              {...ACTION}
              onClick={() => navigate(`${POSITIONS_PATH}?id=${tpl.id}`)}
              aria-label={`${t('template.positions')} ${tpl.name}`}
            >
              {t('template.positions')}
            </Button>,
            <Button
              key="status"
              {...ACTION}
              onClick={() => onStatus(tpl, tpl.status ? 0 : 1)}
              aria-label={`${t(toggle)} ${tpl.name}`}
            >
              {t(toggle)}
            </Button>,
            <DeleteConfirm key="delete" title={t('common:confirmDelete')} onConfirm={() => onDelete(tpl)}>
              <Button {...ACTION} danger aria-label={`${t('template.delete')} ${tpl.name}`}>
                {t('template.delete')}
              </Button>
            </DeleteConfirm>,
          ];
        },
      },
    ];
  }, [t, statuses, remove, setStatus, feedback, navigate]);

  const toolbar = useMemo(() => {
    const add = (
      <AddButton key="add" onClick={() => navigate(FORM_PATH)}>
        {t('template.add')}
      </AddButton>
    );
    return () => [add];
  }, [navigate, t]);

  return (
    <DataTable<ContractTemplate>
      {...list.table}
      headerTitle={t('template.title')}
      columns={columns}
      defaultHidden={DEFAULT_HIDDEN}
      toolBarRender={toolbar}
    />
  );
}
