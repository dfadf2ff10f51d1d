import { useCallback, useMemo, useState } from 'react';
import { Button, Popconfirm, Space } from 'antd';
import { FormOutlined, TagsOutlined, UploadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AddButton, DataTable, ExportButton, useExport, type ExportColumn } from '@/components/data-table';
import { DeleteConfirm } from '@/components/delete-confirm';
import { useFormDialog, useMutationFeedback } from '@/components/form-dialog';
import { useListPage } from '@/components/list-page';
import { RowActions } from '@/components/row-actions';
import { useRight } from '@/features/auth';
import {
  useCustomerDeleteMutation,
  useCustomerExportMutation,
  useCustomerListQuery,
  usePrefetchCustomerList,
  useCustomerRecoverMutation,
} from '../api';
import { customerListOptions, customerQueryKeys } from '../customer-query';
import type { Customer, CustomerScope } from '../types';
import { useCrmOptions } from '../use-crm-options';
import { AllotModal } from './AllotModal';
import { AttributesModal } from './AttributesModal';
import { attributeText, customerColumns } from './customer-columns';
import { CustomerFormDrawer } from './CustomerFormDrawer';
import { DiscardModal } from './DiscardModal';
import { FollowUpDrawer } from './FollowUpDrawer';
import { ImportModal } from './ImportModal';
import { AssignLabelsModal, ManageLabelsModal } from './LabelModals';

/**
 * Less used columns start hidden (custom attributes too); the column settings show them. At 1280 px the rest
 * fill the list's width; the pool's former owner is in the customer's detail.
 */
const DEFAULT_HIDDEN = [
  'contact_name',
  'source',
  'department_name',
  'last_follow_at',
  'follow_count',
  'focus',
  'remark',
  'created_at',
  'updated_at',
];
const POOL_HIDDEN = ['owner_id'];

/** The URL parameters of a list that are no filter (useTableQuery's page, size and sort). */
const URL_KEYS = new Set(['page', 'size', 'sort', 'order']);

const canEdit = (scope: CustomerScope) => scope !== 'communal';
const canImport = (scope: CustomerScope) => scope === 'mine' || scope === 'all' || scope === 'allot';

/** The rows a bulk dialog acts on, and how to clear the selection once it is done. */
interface Selection {
  ids: number[];
  clear(): void;
}

/** One customer list of spec section 2; the scope decides its columns and what can be done with rows. */
export function CustomerList({ scope }: { scope: CustomerScope }) {
  const { t } = useTranslation(['crm', 'common']);
  const feedback = useMutationFeedback();
  const options = useCrmOptions();
  const queryKeys = useMemo(() => customerQueryKeys(options.attributes), [options.attributes]);
  // A URL parameter the list does not know yet may be an attribute filter: wait for the attributes rather
  // than show the unfiltered list first.
  const [params] = useSearchParams();
  const unknownParam = [...params.keys()].some((k) => !URL_KEYS.has(k) && !queryKeys.filterKeys.includes(k));
  const listOptions = useMemo(
    () => customerListOptions(scope, options.attributes),
    [scope, options.attributes],
  );
  const list = useListPage({
    query: useCustomerListQuery,
    ...listOptions,
    extraKeys: queryKeys,
    prefetch: usePrefetchCustomerList(),
    skip: unknownParam && !options.attributesReady,
  });
  const { body, result } = list;
  const [exportCustomers] = useCustomerExportMutation();
  const [recover] = useCustomerRecoverMutation();
  const [remove] = useCustomerDeleteMutation();
  const customerDialog = useFormDialog<Customer>();
  const edit = customerDialog.open;
  const allotting = useFormDialog<Selection>();
  const labelling = useFormDialog<Selection>();
  const discarding = useFormDialog<Selection>();
  const importer = useFormDialog<never>();
  const labelManager = useFormDialog<never>();
  const attributeManager = useFormDialog<never>();
  const [followingId, setFollowingId] = useState<number>();
  const rows: Customer[] = result.data?.data.data ?? [];
  const [followingSnapshot, setFollowingSnapshot] = useState<Customer>();
  const following = followingId ? (rows.find((r) => r.id === followingId) ?? followingSnapshot) : undefined;
  const mayEditAttributes = useRight('client/attributes');
  const mayRemove = useRight('client/remove');
  const defaultHidden = useMemo(
    () => [
      ...DEFAULT_HIDDEN,
      ...(scope === 'communal' ? POOL_HIDDEN : []),
      ...options.attributes.map((a) => `attributes.${a.field}`),
    ],
    [scope, options.attributes],
  );

  const attributeFilters = useMemo(() => options.attributes.map((a) => a.field), [options.attributes]);

  const exportColumns: ExportColumn<Customer>[] = [
    { header: t('field.name'), width: 28, value: (c) => c.name },
    { header: t('field.contactName'), value: (c) => c.contact_name },
    { header: t('field.phone'), width: 16, value: (c) => c.phone },
    { header: t('field.backupPhone'), width: 16, value: (c) => c.backup_phone },
    { header: t('field.company'), width: 28, value: (c) => c.company },
    { header: t('field.address'), width: 36, value: (c) => c.address },
    { header: t('field.source'), value: (c) => c.source_name },
    { header: t('field.node'), value: (c) => c.node_name },
    {
      header: t('field.labels'),
      width: 24,
      value: (c) => c.labels.map((l) => l.name).join(t('listSeparator')),
    },
    { header: t('field.owner'), value: (c) => c.owner_name },
    { header: t('field.nextFollowAt'), width: 20, value: (c) => c.next_follow_at },
    { header: t('field.lastFollowAt'), width: 20, value: (c) => c.last_follow_at },
    { header: t('field.followCount'), value: (c) => c.follow_count },
    { header: t('field.focus'), width: 20, value: (c) => c.focus },
    { header: t('field.remark'), width: 30, value: (c) => c.remark },
    { header: t('field.discardReason'), value: (c) => c.discard_reason },
    ...options.attributes.map((a): ExportColumn<Customer> => ({
      header: a.name,
      width: 16,
      value: (c) => attributeText(a, c),
    })),
    { header: t('field.createdAt'), width: 20, value: (c) => c.created_at },
    { header: t('field.updatedAt'), width: 20, value: (c) => c.updated_at },
  ];
  const exporter = useExport<Customer>({
    fileName: t('export.fileName', { date: dayjs().format('YYYYMMDD-HHmmss') }),
    sheetName: t('export.sheet'),
    columns: exportColumns,
    // the server answers every row of the list's query (not only the loaded page), in the list's order
    fetchRows: async () => {
      const { page: _page, limit: _limit, ...query } = body;
      const answer = await exportCustomers({ body: query }).unwrap();
      return { rows: answer.data.data, total: answer.data.total };
    },
  });

  const claim = useCallback(
    async (ids: number[], toPrevious: boolean, done?: () => void) => {
      const outcome = await feedback(recover({ body: { ids, to_previous: toPrevious ? 1 : 0 } }), {
        success: t(toPrevious ? 'pool.recovered' : 'pool.claimed', { count: ids.length }),
      });
      if (outcome.ok) done?.();
    },
    [recover, feedback, t],
  );

  // Stable columns: a page change must not rebuild the table's column model.
  const columns = useMemo(() => {
    const follow = (c: Customer) => {
      setFollowingSnapshot(c);
      setFollowingId(c.id);
    };
    return customerColumns(scope, t, options, (_d, c) => (
      <RowActions
        row={c.name}
        actions={[
          { key: 'follow', label: t('action.follow'), hidden: !canEdit(scope), onClick: () => follow(c) },
          { key: 'edit', label: t('action.edit'), hidden: !canEdit(scope), onClick: () => edit(c) },
          {
            key: 'detail',
            label: t('action.detail'),
            hidden: scope !== 'communal',
            onClick: () => follow(c),
          },
          {
            key: 'claim',
            label: t('action.claim'),
            hidden: scope !== 'communal',
            onClick: () => claim([c.id], false),
          },
        ]}
      />
    ));
  }, [scope, t, options, claim, edit]);

  const bulkActions = (ids: number[], clear: () => void) => (
    <Space size="middle">
      {(scope === 'allot' || scope === 'all' || scope === 'communal') && (
        <Button type="link" size="small" onClick={() => allotting.open({ ids, clear })}>
          {t('action.allot')}
        </Button>
      )}
      {scope === 'communal' && (
        <>
          <Popconfirm
            title={t('pool.claimConfirm', { count: ids.length })}
            onConfirm={() => claim(ids, false, clear)}
          >
            <Button type="link" size="small">
              {t('action.claim')}
            </Button>
          </Popconfirm>
          <Popconfirm
            title={t('pool.recoverConfirm', { count: ids.length })}
            onConfirm={() => claim(ids, true, clear)}
          >
            <Button type="link" size="small">
              {t('action.recover')}
            </Button>
          </Popconfirm>
        </>
      )}
      {scope !== 'communal' && (
        <Button type="link" size="small" onClick={() => labelling.open({ ids, clear })}>
          {t('action.labels')}
        </Button>
      )}
      {(scope === 'mine' || scope === 'all' || scope === 'today') && (
        <Button type="link" size="small" onClick={() => discarding.open({ ids, clear })}>
          {t('action.discard')}
        </Button>
      )}
      {mayRemove && (scope === 'all' || scope === 'allot') && (
        <DeleteConfirm
          title={t('common:confirmDelete')}
          description={t('delete.effect', { count: ids.length })}
          onConfirm={async () => {
            const outcome = await feedback(remove({ body: { ids } }), { success: t('common:deleteSuccess') });
            if (outcome.ok) clear();
          }}
        >
          <Button type="link" size="small" danger>
            {t('action.delete')}
          </Button>
        </DeleteConfirm>
      )}
    </Space>
  );

  const openImporter = importer.open;
  const openLabelManager = labelManager.open;
  const openAttributeManager = attributeManager.open;
  // The toolbar's buttons are built once per scope: a page change must not re-render them.
  const openers = useMemo(
    () => ({
      importer: canImport(scope) && (
        <Button key="import" icon={<UploadOutlined />} onClick={() => openImporter()}>
          {t('action.import')}
        </Button>
      ),
      labels: scope !== 'communal' && (
        <Button key="labels" icon={<TagsOutlined />} onClick={() => openLabelManager()}>
          {t('action.manageLabels')}
        </Button>
      ),
      attributes: mayEditAttributes && scope !== 'communal' && (
        <Button key="attributes" icon={<FormOutlined />} onClick={() => openAttributeManager()}>
          {t('action.attributes')}
        </Button>
      ),
    }),
    [scope, t, mayEditAttributes, openImporter, openLabelManager, openAttributeManager],
  );
  const toolbar = () =>
    [
      canEdit(scope) && scope !== 'allot' && (
        <AddButton key="add" onClick={() => edit()}>
          {t('action.add')}
        </AddButton>
      ),
      openers.importer,
      <ExportButton key="export" exporter={exporter} />,
      openers.labels,
      openers.attributes,
    ].filter(Boolean);

  return (
    <>
      <DataTable<Customer>
        {...list.table}
        headerTitle={t(`title.${scope}`)}
        columns={columns}
        toolBarRender={toolbar}
        bulkActions={bulkActions}
        defaultHidden={defaultHidden}
        collapsedSearch={attributeFilters}
      />
      {customerDialog.isOpen && (
        <CustomerFormDrawer {...customerDialog.props} customer={customerDialog.record} options={options} />
      )}
      {allotting.record && (
        <AllotModal {...allotting.props} ids={allotting.record.ids} onDone={allotting.record.clear} />
      )}
      {labelling.record && (
        <AssignLabelsModal {...labelling.props} ids={labelling.record.ids} onDone={labelling.record.clear} />
      )}
      {discarding.record && (
        <DiscardModal
          {...discarding.props}
          ids={discarding.record.ids}
          options={options}
          onDone={discarding.record.clear}
        />
      )}
      {openers.importer && <ImportModal {...importer.props} options={options} />}
      {openers.labels && <ManageLabelsModal {...labelManager.props} />}
      {openers.attributes && <AttributesModal {...attributeManager.props} />}
      {following && (
        <FollowUpDrawer
          customer={following}
          options={options}
          readOnly={scope === 'communal'}
          onClose={() => setFollowingId(undefined)}
        />
      )}
    </>
  );
}
