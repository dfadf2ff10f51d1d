import { memo } from 'react';
import { Tag } from 'antd';
import { RowActions } from '@/components/row-actions';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/store/hooks';
import { selectAgent, selectClockOffset } from '../agent-board.store';
import type { AgentState } from '../api';
import { clockText, useBoardNow } from '../board-clock';
import { useOwnAgent } from '../use-own-agent';

export const STATE_COLORS: Record<AgentState['state'], string> = {
  idle: 'green',
  busy: 'orange',
  after_call: 'gold',
  offline: 'default',
  ringing: 'cyan',
  talking: 'blue',
};

/** Seconds since `since` (server time), ticking with the board's one clock: the only part that re-renders each second. */
function Elapsed({ since }: { since: number }) {
  const now = useBoardNow();
  const offset = useAppSelector(selectClockOffset);
  return <>{clockText((now + offset - since) / 1000)}</>;
}

interface AgentRowProps {
  id: number;
  /** The section's queue, signed out of by the row's action (all of the agent's queues when null). */
  queueId: number | null;
  onSignOut(agent: AgentState, queueId: number | null): void;
  onNotice(agent: AgentState): void;
}

/** One agent of the board; it re-renders when a push changes this agent, not when another one changes. */
export const AgentRow = memo(function AgentRow({ id, queueId, onSignOut, onNotice }: AgentRowProps) {
  const { t } = useTranslation('callcenterOps');
  const pushed = useAppSelector((s) => selectAgent(s, id))!;
  const agent = useOwnAgent(pushed, t('agent.ownBreak'));
  const stateText =
    agent.state === 'busy' && agent.break_reason
      ? t('agent.stateWithReason', { reason: agent.break_reason })
      : t(`agent.states.${agent.state}`);
  return (
    <tr className="ant-table-row" data-state={agent.state}>
      <td className="ant-table-cell ant-table-cell-ellipsis" title={agent.name}>
        {agent.name}
      </td>
      <td className="ant-table-cell">
        <Tag color={STATE_COLORS[agent.state]}>{stateText}</Tag>
      </td>
      <td className="ant-table-cell">
        <Elapsed since={agent.state_since} />
      </td>
      <td className="ant-table-cell ant-table-cell-ellipsis" title={agent.customer ?? undefined}>
        {agent.customer ?? '-'}
      </td>
      <td className="ant-table-cell">
        {agent.call_since != null ? <Elapsed since={agent.call_since} /> : '-'}
      </td>
      <td className="ant-table-cell">{agent.today_calls}</td>
      <td className="ant-table-cell">{clockText(agent.today_talk)}</td>
      <td className="ant-table-cell" style={{ whiteSpace: 'nowrap' }}>
        <RowActions
          row={agent.name}
          actions={[
            {
              key: 'signOut',
              label: t('agent.signOut'),
              disabled: !agent.queue_ids.length,
              onClick: () => onSignOut(pushed, queueId),
            },
            { key: 'notice', label: t('agent.notice'), onClick: () => onNotice(pushed) },
          ]}
        />
      </td>
    </tr>
  );
});
