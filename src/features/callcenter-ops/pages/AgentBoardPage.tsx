import { useCallback, useEffect, useState } from 'react';
import { App, Card, Input, Select, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useFormDialog, useMutationFeedback } from '@/components/form-dialog';
import { boardLoaded } from '../agent-board.slice';
import { selectBoardIds } from '../agent-board.store';
import {
  useCallAgentListQuery,
  useCallAgentSignOutMutation,
  useCallQueueListQuery,
  type AgentState,
  type CallQueue,
} from '../api';
import { AgentSection } from '../components/AgentSection';
import { NoticeModal } from '../components/NoticeModal';

const NO_QUEUES: CallQueue[] = [];

/**
 * ROUTES-CALLCENTRE-09 /callcenter/agent: every agent's state, grouped by queue. The list is read once; the
 * changes after it come as agent-state pushes on the notice channel (no polling).
 */
export default function AgentBoardPage() {
  const { t } = useTranslation('callcenterOps');
  const { modal } = App.useApp();
  const feedback = useMutationFeedback();
  const dispatch = useAppDispatch();
  const list = useCallAgentListQuery(undefined, { refetchOnMountOrArgChange: true });
  const queueList = useCallQueueListQuery({ body: { limit: 100 } });
  const queues = queueList.data?.data.data ?? NO_QUEUES;
  const [signOut] = useCallAgentSignOutMutation();
  const [queueFilter, setQueueFilter] = useState<number | 'all'>('all');
  const [search, setSearch] = useState('');
  const notice = useFormDialog<AgentState>();
  const total = useAppSelector(selectBoardIds).length;

  const answer = list.data?.data;
  const receivedAt = list.fulfilledTimeStamp;
  useEffect(() => {
    if (answer && receivedAt) dispatch(boardLoaded({ agents: answer.agents, now: answer.now, receivedAt }));
  }, [answer, receivedAt, dispatch]);

  const onSignOut = useCallback(
    (agent: AgentState, queueId: number | null) => {
      const queue =
        queueId == null ? t('agent.signOutAll') : (queues.find((q) => q.id === queueId)?.name ?? '');
      modal.confirm({
        title: t('agent.signOutConfirm', { name: agent.name, queue }),
        onOk: async () => {
          const body = { staff_id: agent.staff_id, ...(queueId == null ? {} : { queue_id: queueId }) };
          await feedback(signOut({ body }), { success: t('agent.signedOut') });
        },
      });
    },
    [modal, feedback, signOut, queues, t],
  );
  const onNotice = notice.open;

  const sections = [
    ...queues
      .filter((q) => queueFilter === 'all' || q.id === queueFilter)
      .map((q) => ({ key: q.id, title: q.name, queueId: q.id as number | null })),
    ...(queueFilter === 'all' ? [{ key: 0, title: t('agent.noQueue'), queueId: null }] : []),
  ];

  return (
    <Card
      title={t('agent.title')}
      extra={
        <Space>
          <Typography.Text type="secondary">{t('agent.summary', { total })}</Typography.Text>
          <Select<number | 'all'>
            aria-label={t('agent.queue')}
            value={queueFilter}
            style={{ width: 160 }}
            onChange={setQueueFilter}
            options={[
              { value: 'all', label: t('agent.allQueues') },
              ...queues.map((q) => ({ value: q.id, label: q.name })),
            ]}
          />
          <Input.Search
            allowClear
            aria-label={t('agent.search')}
            placeholder={t('agent.search')}
            style={{ width: 180 }}
            onSearch={(v) => setSearch(v.trim())}
          />
        </Space>
      }
    >
      {/* the queues' sections come first: drawn before the queues are known, they would push the rows down */}
      {!total || queueList.isLoading ? (
        <Spin />
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {sections.map((s) => (
            <AgentSection
              key={s.key}
              title={s.title}
              queueId={s.queueId}
              search={search}
              onSignOut={onSignOut}
              onNotice={onNotice}
            />
          ))}
        </Space>
      )}
      <NoticeModal {...notice.props} agent={notice.record} />
    </Card>
  );
}
