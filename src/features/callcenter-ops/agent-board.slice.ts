import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { agentStatesPushed } from '@/features/channels';
import type { AgentState } from './api';

/**
 * The agent board's rows: loaded from the list, then kept current by the agent-state pushes. Rows are stored
 * by staff id, so a push replaces only the agents it names and only their row components re-render.
 */
interface AgentBoardState {
  byId: Record<number, AgentState>;
  /** Staff ids in the order of the list (new agents from a push join at the end). */
  ids: number[];
  /** Server clock minus the browser's, ms: the times in the rows are the server's. */
  clockOffset: number;
}

const initialState: AgentBoardState = { byId: {}, ids: [], clockOffset: 0 };

export const agentBoardSlice = createSlice({
  name: 'agentBoard',
  initialState,
  reducers: {
    boardLoaded(
      state,
      { payload }: PayloadAction<{ agents: AgentState[]; now: number; receivedAt: number }>,
    ) {
      state.byId = Object.fromEntries(payload.agents.map((a) => [a.staff_id, a]));
      state.ids = payload.agents.map((a) => a.staff_id);
      state.clockOffset = payload.now - payload.receivedAt;
    },
  },
  extraReducers: (builder) =>
    builder.addCase(agentStatesPushed, (state, { payload }) => {
      // pushes before the first list (or after leaving the board) are not the board's yet
      if (!state.ids.length) return;
      for (const agent of payload) {
        if (!state.byId[agent.staff_id]) state.ids.push(agent.staff_id);
        state.byId[agent.staff_id] = agent;
      }
    }),
});

export const { boardLoaded } = agentBoardSlice.actions;
