import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { IncomingCallCustomer, Notice } from '@/api/socket-messages';
import { incomingCallPushed, noticeReceived } from './channel-actions';

/** More open notices than this and the oldest go: a runaway server cannot fill the screen. */
export const MAX_OPEN_NOTICES = 20;

export interface ChannelsState {
  /** The caller of the latest incoming-call push, while its popup is open. */
  incoming: IncomingCallCustomer | null;
  /** Notices on screen, oldest first; each stays until the user closes it (CHAN-25). */
  notices: Array<{ id: number; notice: Notice }>;
  nextNoticeId: number;
}

const initialState: ChannelsState = { incoming: null, notices: [], nextNoticeId: 1 };

export const channelsSlice = createSlice({
  name: 'channels',
  initialState,
  reducers: {
    incomingDismissed(state) {
      state.incoming = null;
    },
    noticeClosed(state, { payload: id }: PayloadAction<number>) {
      state.notices = state.notices.filter((n) => n.id !== id);
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(incomingCallPushed, (state, { payload }) => {
        state.incoming = payload;
      })
      .addCase(noticeReceived, (state, { payload }) => {
        state.notices.push({ id: state.nextNoticeId, notice: payload });
        state.nextNoticeId += 1;
        if (state.notices.length > MAX_OPEN_NOTICES) state.notices.shift();
      }),
  selectors: {
    selectIncoming: (state) => state.incoming,
    selectNotices: (state) => state.notices,
  },
});

export const { incomingDismissed, noticeClosed } = channelsSlice.actions;
