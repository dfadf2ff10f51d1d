import { useEffect, useState } from 'react';
import { App, Button, Drawer, Empty, Flex, Pagination, Spin, Typography } from 'antd';
import { DeleteConfirm } from '@/components/delete-confirm';
import { useFormDialog, useMutationFeedback } from '@/components/form-dialog';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  useCallTaskClearAllRecordMutation,
  useCallTaskClearRecordMutation,
  useCallTaskListQuery,
} from '../api';
import { NO_FILTERS, PAGE_SIZE, SAVED, type GroupCallFilters, type GroupCallRecord } from '../types';
import { CustomerWorkWindow } from './CustomerWorkWindow';
import { GroupCallFilterBar } from './GroupCallFilterBar';
import { GroupCallItem } from './GroupCallItem';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** GROUP-02..19: today's group calls, their filters, clearing, paging and the work window. */
export default function GroupCallDrawer({ open, onClose }: Props) {
  const { t } = useTranslation(['groupCall', 'common']);
  const { message } = App.useApp();
  const feedback = useMutationFeedback();
  const [filters, setFilters] = useState<GroupCallFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const work = useFormDialog<GroupCallRecord>();
  // Every open re-reads the list: calls keep ending while the drawer is closed.
  const { data, isFetching, refetch } = useCallTaskListQuery(
    { body: { page, limit: PAGE_SIZE, ...filters } },
    { skip: !open, refetchOnMountOrArgChange: true },
  );
  const [clearOne] = useCallTaskClearRecordMutation();
  const [clearAll, { isLoading: clearingAll }] = useCallTaskClearAllRecordMutation();
  const records = data?.data.list ?? [];
  const total = data?.data.total ?? 0;
  // GROUP-05: the pager shows the page whose records are listed, as the server answered it
  const shownPage = data?.data.current_page ?? page;

  // Clearing the last records of the last page moves to the page that is now the last.
  useEffect(() => {
    if (data && records.length === 0 && total > 0 && page > 1) setPage(Math.ceil(total / PAGE_SIZE));
  }, [data, records.length, total, page]);

  // GROUP-12: a search always reads the list again, even with the filters unchanged.
  const search = (next: GroupCallFilters) => {
    const same =
      page === 1 && (Object.keys(next) as (keyof GroupCallFilters)[]).every((k) => next[k] === filters[k]);
    if (same) void refetch();
    setFilters(next);
    setPage(1);
  };
  const openRecord = (record: GroupCallRecord) => {
    if (record.get_status === SAVED) void message.warning(t('list.alreadySaved'));
    else work.open(record);
  };
  const deleted = { success: t('common:deleteSuccess') };

  return (
    <Drawer
      title={t('title')}
      open={open}
      onClose={onClose}
      size={520}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 12, paddingTop: 12 } }}
      extra={
        <DeleteConfirm
          title={t('common:confirmDelete')}
          onConfirm={() => feedback(clearAll(), deleted)}
          disabled={total === 0}
        >
          <Button danger icon={<DeleteOutlined />} disabled={total === 0} loading={clearingAll}>
            {t('list.clearAll')}
          </Button>
        </DeleteConfirm>
      }
    >
      <GroupCallFilterBar onSearch={search} />
      <Spin spinning={isFetching}>
        {records.length === 0 ? (
          // before the first answer the spinner alone shows, not an empty list
          <div style={{ minHeight: 120 }}>
            {(data || !isFetching) && (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common:empty')} />
            )}
          </div>
        ) : (
          <ul aria-label={t('list.label')} style={{ margin: 0, padding: 0 }}>
            {records.map((record) => (
              <GroupCallItem
                key={record.id}
                record={record}
                onOpen={openRecord}
                onClear={(r) => feedback(clearOne({ body: { id: r.id } }), deleted)}
              />
            ))}
          </ul>
        )}
      </Spin>
      {total > 0 && (
        <Flex justify="space-between" align="center">
          <Typography.Text type="secondary">{t('list.total', { count: total })}</Typography.Text>
          <Pagination simple current={shownPage} pageSize={PAGE_SIZE} total={total} onChange={setPage} />
        </Flex>
      )}
      <CustomerWorkWindow {...work.props} record={work.record} />
    </Drawer>
  );
}
