import { Card, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { shallowEqual } from 'react-redux';
import { useAppSelector } from '@/store/hooks';
import { selectBoard } from '../agent-board.store';
import type { AgentState } from '../api';
import { AgentRow, STATE_COLORS } from './AgentRow';

const STATES: AgentState['state'][] = ['idle', 'ringing', 'talking', 'after_call', 'busy', 'offline'];

/**
 * The columns and their widths: fixed ones for the short figures and the two actions, the names and customers
 * share the rest, so the actions stay inside the card down to a 1280 px wide window (eight equal columns put
 * them past its right edge).
 */
const COLUMNS = [
  ['name', undefined],
  ['state', 120],
  ['inState', 90],
  ['customer', undefined],
  ['callDuration', 90],
  ['todayCalls', 80],
  ['todayTalk', 110],
  ['actions', 180],
] as const;

interface AgentSectionProps {
  title: string;
  /** The queue of the section; null for agents in none. */
  queueId: number | null;
  search: string;
  onSignOut(agent: AgentState, queueId: number | null): void;
  onNotice(agent: AgentState): void;
}

/** The agents of one queue with a count per state; the rows update themselves. */
export function AgentSection({ title, queueId, search, onSignOut, onNotice }: AgentSectionProps) {
  const { t } = useTranslation('callcenterOps');
  // membership and counts change only with a push that changes them: compared by value, not by reference
  const { ids, counts } = useAppSelector(
    (s) => {
      const { ids: all, byId } = selectBoard(s);
      const inSection = all.filter((id) => {
        const a = byId[id]!;
        const member = queueId == null ? !a.queue_ids.length : a.queue_ids.includes(queueId);
        return member && (!search || a.name.includes(search));
      });
      const tally = STATES.map((state) => inSection.filter((id) => byId[id]!.state === state).length);
      return { ids: inSection, counts: tally };
    },
    (a, b) => shallowEqual(a.ids, b.ids) && shallowEqual(a.counts, b.counts),
  );
  if (!ids.length) return null;
  return (
    <Card
      size="small"
      title={title}
      extra={
        <Space size={4} wrap>
          {STATES.map((state, i) => (
            <Tag key={state} color={STATE_COLORS[state]}>
              {t('agent.count', { state: t(`agent.states.${state}`), count: counts[i] })}
            </Tag>
          ))}
        </Space>
      }
      styles={{ body: { padding: 0 } }}
    >
      <div className="ant-table ant-table-small">
        <table aria-label={title} style={{ width: '100%', tableLayout: 'fixed' }}>
          <colgroup>
            {COLUMNS.map(([c, width]) => (
              <col key={c} style={width ? { width } : undefined} />
            ))}
          </colgroup>
          <thead className="ant-table-thead">
            <tr>
              {COLUMNS.map(([c]) => (
                <th key={c} className="ant-table-cell" scope="col">
                  {t(`agent.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="ant-table-tbody">
            {ids.map((id) => (
              <AgentRow key={id} id={id} queueId={queueId} onSignOut={onSignOut} onNotice={onNotice} />
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
