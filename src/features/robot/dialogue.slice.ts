import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RobotScriptListApiResponse } from '@/api/generated/robot.gen';

export type Script = RobotScriptListApiResponse['data']['data'][number];

/** A script of the list with the client-side infoMore flag (SCRIPT-11: whether its details are unfolded). */
export type ScriptItem = Script & { infoMore: boolean };

/** SCRIPT-12: the current-dialogue info keeps the current and the previously selected script. */
export interface DialogueState {
  current: ScriptItem | null;
  previous: ScriptItem | null;
}

const initialState: DialogueState = { current: null, previous: null };

export const dialogueSlice = createSlice({
  name: 'dialogue',
  initialState,
  reducers: {
    dialogueSelected(state, { payload }: PayloadAction<ScriptItem>) {
      if (state.current?.id !== payload.id) state.previous = state.current;
      state.current = payload;
    },
    dialogueCleared(state) {
      if (state.current) state.previous = state.current;
      state.current = null;
    },
  },
});

export const { dialogueSelected, dialogueCleared } = dialogueSlice.actions;
