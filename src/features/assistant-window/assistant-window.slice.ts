import { createSlice, original, type PayloadAction } from '@reduxjs/toolkit';
import type { CallStateMessage, DialPlateMessage } from '@/api/socket-messages';
import { dialPlateMessageReceived } from '@/features/channels';
import {
  CHAT_LIMIT,
  emptyLiveData,
  keptStages,
  PAGE_HISTORY_LIMIT,
  type ChatLine,
  type LiveData,
} from './live-data';

export type CallStatus = CallStateMessage['data']['status'];
export type WindowSize = 'normal' | 'mini';

export interface AssistantWindowState {
  /** The call the live data belongs to; null before the first call and after the window is closed. */
  uuid: string | null;
  status: CallStatus | null;
  phone: string;
  open: boolean;
  size: WindowSize;
  live: LiveData;
}

/** What is kept in browser storage while the tab is away (ASSIST-19) and restored for the same call. */
export interface KeptCall {
  uuid: string;
  status: CallStatus;
  phone: string;
  live: LiveData;
}

export const initialAssistantWindowState: AssistantWindowState = {
  uuid: null,
  status: null,
  phone: '',
  open: false,
  size: 'normal',
  live: emptyLiveData(),
};

type State = AssistantWindowState;

/** Scene 2: a ringing or talking call with a new uuid starts over; the current call's state updates. */
function callState(state: State, uuid: string, data: CallStateMessage['data']) {
  if (uuid !== state.uuid) {
    if (data.status === 'ended') return; // the end of a call this window never showed
    state.uuid = uuid;
    state.live = emptyLiveData();
    state.phone = '';
  }
  state.status = data.status;
  if (data.phone) state.phone = data.phone;
  if (data.status !== 'ended') state.open = true;
}

/** Scenes 3 to 8 of the current call (CHAN-13..18). */
function liveMessage(live: LiveData, message: Exclude<DialPlateMessage, CallStateMessage>) {
  switch (message.scene) {
    case 3:
      live.speechName = message.data.speech_name ?? live.speechName;
      live.customer = message.data.customer;
      if (message.data.tags) live.tags = message.data.tags;
      live.stages = keptStages(message.data.speech_stages);
      break;
    case 4: {
      // The hot path (a line per utterance): one new array from the untouched original, frozen here so
      // Immer neither records a shift of every kept line nor walks them all again to freeze them.
      live.chatTotal += 1;
      const kept = original(live.chat) ?? live.chat;
      const line = Object.freeze({ ...message.data, seq: live.chatTotal });
      live.chat = Object.freeze([
        ...kept.slice(Math.max(0, kept.length - CHAT_LIMIT + 1)),
        line,
      ]) as ChatLine[];
      break;
    }
    case 5:
      live.currentNodeId = message.data.speech_node_id;
      live.matchCount += 1;
      break;
    case 6: {
      // Like a browser: the same page again refreshes it, another page drops the forward history.
      if (live.pages[live.pageIndex]?.id === message.data.id) {
        live.pages[live.pageIndex] = message.data;
        break;
      }
      live.pages.splice(live.pageIndex + 1);
      live.pages.push(message.data);
      if (live.pages.length > PAGE_HISTORY_LIMIT)
        live.pages.splice(0, live.pages.length - PAGE_HISTORY_LIMIT);
      live.pageIndex = live.pages.length - 1;
      break;
    }
    case 7:
      if (!live.tags.some((tag) => tag.id === message.data.id)) live.tags.push(message.data);
      break;
    case 8:
      live.speak = message.data;
      break;
  }
}

export const assistantWindowSlice = createSlice({
  name: 'assistantWindow',
  initialState: initialAssistantWindowState,
  reducers: {
    sizeToggled(state) {
      state.size = state.size === 'normal' ? 'mini' : 'normal';
    },
    /** Only an ended call's window closes; its data goes with it. */
    windowClosed(state) {
      if (state.status !== 'ended') return;
      return { ...initialAssistantWindowState, size: state.size };
    },
    pageBack(state) {
      if (state.live.pageIndex > 0) state.live.pageIndex -= 1;
    },
    pageForward(state) {
      if (state.live.pageIndex < state.live.pages.length - 1) state.live.pageIndex += 1;
    },
    /** ASSIST-20: kept data of the call that is (again) current. */
    liveDataRestored(state, { payload }: PayloadAction<KeptCall>) {
      if (state.uuid !== null && state.uuid !== payload.uuid) return;
      state.uuid = payload.uuid;
      state.status = state.status ?? payload.status;
      state.phone = state.phone || payload.phone;
      state.live = payload.live;
      state.open = true;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(dialPlateMessageReceived, (state, { payload: message }) => {
      if (message.scene === 2) callState(state, message.uuid, message.data);
      else if (message.uuid === state.uuid && state.uuid !== null) liveMessage(state.live, message);
    });
  },
  selectors: {
    selectAssistantWindow: (s) => s,
    selectCallUuid: (s) => s.uuid,
    selectCallStatus: (s) => s.status,
    selectWindowOpen: (s) => s.open,
    selectWindowSize: (s) => s.size,
    selectCustomer: (s) => s.live.customer,
    selectTags: (s) => s.live.tags,
    selectStages: (s) => s.live.stages,
    selectCurrentNodeId: (s) => s.live.currentNodeId,
    selectMatchCount: (s) => s.live.matchCount,
    selectSpeak: (s) => s.live.speak,
    selectChat: (s) => s.live.chat,
    selectChatTotal: (s) => s.live.chatTotal,
    selectPages: (s) => s.live.pages,
    selectPageIndex: (s) => s.live.pageIndex,
    selectSpeechName: (s) => s.live.speechName,
  },
});

export const assistantWindowActions = assistantWindowSlice.actions;
