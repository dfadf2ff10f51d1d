import { useMemo, useState } from 'react';
import { App, Button, Space, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DataTable, useEnum } from '@/components/data-table';
import { useFormDialog, useMutationFeedback, type MutationResult } from '@/components/form-dialog';
import { filterSpec, listPagePrefetch, useListPage } from '@/components/list-page';
import { RowActions } from '@/components/row-actions';
import { PREFETCH_FRESH } from '@/lib/app-route';
import { copyText } from '@/lib/clipboard';
import {
  contractsApi,
  staffApi,
  useContractArchiveAddMutation,
  useContractListQuery,
  useContractRemindMutation,
  useContractSignedFileMutation,
  useStaffOptionsQuery,
  type Contract,
} from '../api';
import { contractActions } from '../contract-actions';
import { ARCHIVED, CONTRACT_STATUS } from '../enums';
import { saveFile } from '@/api/file';
import { ExtendDialog, WithdrawDialog } from '../components/ContractDialogs';
import { ContractDrawer } from '../components/ContractDrawer';

const LIST = {
  filters: filterSpec({
    keyword: 'string',
    status: { oneOf: CONTRACT_STATUS.values },
    issuer_id: 'number',
    archived: { oneOf: ARCHIVED.values },
    range: { dateRange: ['start_date', 'end_date'] },
  }),
  table: 'contracts',
};
const STATUS_COLOR = ['default', 'processing', 'error', 'warning', 'success', 'error', 'default', 'default'];
// the issuer filter's choices: the prefetch must ask the very same to be the page's request
const ISSUERS = { body: {} };

export const prefetch = listPagePrefetch(
  LIST,
  (body) => contractsApi.util.prefetch('contractList', { body }, PREFETCH_FRESH),
  [staffApi.util.prefetch('staffOptions', ISSUERS, PREFETCH_FRESH)],
);

/**
 * Shown from the column settings: at 1280 px the contract's state and its actions fill the width (the dates are in its
 * drawer).
 */
const DEFAULT_HIDDEN = ['issuer_id', 'contract_end_time', 'created_at'];

/** ROUTES-CALLCENTRE-37 /contract/contractList: issued contracts, both sides' signing, and what to do next. */
export default function ContractListPage() {
  const { t } = useTranslation('contractFlow');
  const navigate = useNavigate();
  const { message } = App.useApp();
  const feedback = useMutationFeedback();
  const statuses = useEnum(CONTRACT_STATUS);
  const archivedChoices = useEnum(ARCHIVED);
  const list = useListPage({ query: useContractListQuery, ...LIST });
  const staff = useStaffOptionsQuery(ISSUERS).data?.data;
  const [remind] = useContractRemindMutation();
  const [archive] = useContractArchiveAddMutation();
  const [signedFile] = useContractSignedFileMutation();
  const extendDialog = useFormDialog<Contract>();
  const withdrawDialog = useFormDialog<Contract>();
  const [previewing, setPreviewing] = useState<Contract | null>(null);

  const columns = useMemo((): ProColumns<Contract>[] => {
    const staffEnum = Object.fromEntries((staff ?? []).map((s) => [String(s.id), { text: s.name }]));
    const sign = (state: number) =>
      state === 1 ? (
        <Tag color="green">{t('list.signed')}</Tag>
      ) : state === 2 ? (
        <Tag color="red">{t('list.refused')}</Tag>
      ) : (
        <Tag>{t('list.unsigned')}</Tag>
      );
    const act = (c: Contract) => {
      const can = contractActions(c);
      const done = (p: Promise<MutationResult>) => feedback(p, { success: t('list.done') });
      const copyLink = async () => {
        const url = new URL(c.sign_url!, window.location.href).href;
        // not a save: the browser's clipboard answers, and a refusal gives the link itself to copy by hand
        if (await copyText(url)) void message.success(t('list.linkCopied'));
        else void message.error({ content: t('list.linkCopyFailed', { url }), duration: 10 });
      };
      const download = () =>
        void signedFile({ body: { id: c.id } })
          .unwrap()
          .then((a) => saveFile(a.data.url, a.data.name));
      return (
        <RowActions
          row={c.contract_name}
          max={4}
          actions={[
            { key: 'preview', label: t('list.preview'), onClick: () => setPreviewing(c) },
            {
              key: 'edit',
              label: t('list.edit'),
              hidden: !can.edit,
              to: `/contract/contractEdit?id=${c.id}`,
            },
            {
              key: 'remind',
              label: t('list.remind'),
              hidden: !can.remind,
              onClick: () => done(remind({ body: { id: c.id } })),
            },
            { key: 'link', label: t('list.copyLink'), hidden: !can.link, onClick: copyLink },
            {
              key: 'extend',
              label: t('list.extend'),
              hidden: !can.extend,
              onClick: () => extendDialog.open(c),
            },
            {
              key: 'withdraw',
              label: t('list.withdraw'),
              hidden: !can.withdraw,
              onClick: () => withdrawDialog.open(c),
            },
            { key: 'download', label: t('list.download'), hidden: !can.download, onClick: download },
            {
              key: 'archive',
              label: t('list.archive'),
              hidden: !can.archive,
              confirm: t('list.archiveConfirm'),
              onClick: () => done(archive({ body: { id: c.id } })),
            },
          ]}
        />
      );
    };
    return [
      {
        title: t('list.keyword'),
        dataIndex: 'keyword',
        hideInTable: true,
        fieldProps: { placeholder: t('list.keywordPlaceholder') },
      },
      { title: t('list.contractNo'), dataIndex: 'contract_no', search: false, width: 150 },
      {
        title: t('list.contractName'),
        dataIndex: 'contract_name',
        search: false,
        width: 140,
        ellipsis: true,
      },
      {
        title: t('list.customer'),
        dataIndex: 'customer_name',
        search: false,
        width: 140,
        ellipsis: true,
        render: (_d, c) => `${c.customer_name} ${c.customer_phone}`,
      },
      {
        title: t('list.status'),
        dataIndex: 'status',
        valueType: 'select',
        valueEnum: statuses.valueEnum,
        width: 100,
        render: (_d, c) => (
          <Space size={4}>
            <Tag color={STATUS_COLOR[c.status]}>{c.status_name}</Tag>
            {c.archived && <Tag>{t('list.archived')}</Tag>}
          </Space>
        ),
      },
      {
        title: t('list.companySign'),
        dataIndex: 'company_signed',
        search: false,
        width: 100,
        render: (_d, c) => sign(c.company_signed ? 1 : 0),
      },
      {
        title: t('list.customerSign'),
        dataIndex: 'customer_sign_status',
        search: false,
        width: 100,
        render: (_d, c) => sign(c.customer_sign_status),
      },
      {
        title: t('list.issuer'),
        dataIndex: 'issuer_id',
        valueType: 'select',
        valueEnum: staffEnum,
        width: 100,
        render: (_d, c) => c.sender_name,
      },
      {
        title: t('list.archived'),
        dataIndex: 'archived',
        valueType: 'select',
        valueEnum: archivedChoices.valueEnum,
        hideInTable: true,
      },
      { title: t('list.endTime'), dataIndex: 'contract_end_time', search: false, width: 170 },
      { title: t('list.createdAt'), dataIndex: 'created_at', search: false, width: 170 },
      { title: t('list.range'), dataIndex: 'range', valueType: 'dateRange', hideInTable: true },
      {
        title: t('list.actions'),
        dataIndex: 'actions',
        search: false,
        width: 260,
        fixed: 'right',
        render: (_d, c) => act(c),
      },
    ];
  }, [
    t,
    staff,
    statuses,
    archivedChoices,
    message,
    feedback,
    remind,
    archive,
    signedFile,
    extendDialog,
    withdrawDialog,
  ]);

  const toolbar = useMemo(() => {
    const issue = (
      <Button key="issue" type="primary" icon={<PlusOutlined />} onClick={() => navigate('/contract/issue')}>
        {t('list.issue')}
      </Button>
    );
    return () => [issue];
  }, [navigate, t]);

  return (
    <>
      <DataTable<Contract>
        {...list.table}
        headerTitle={t('list.title')}
        columns={columns}
        defaultHidden={DEFAULT_HIDDEN}
        toolBarRender={toolbar}
      />
      <ExtendDialog {...extendDialog.props} contract={extendDialog.record} />
      <WithdrawDialog {...withdrawDialog.props} contract={withdrawDialog.record} />
      <ContractDrawer contract={previewing} onClose={() => setPreviewing(null)} />
    </>
  );
}
