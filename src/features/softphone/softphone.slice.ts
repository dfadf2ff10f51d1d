import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type CallType = 'sip' | 'explicit';
export type UserAgentStatus = 'connect' | 'busy' | 'discon';
export type ModalCallType = 'dial' | 'answer' | 'callIn';
export type ChosenStatus = 'online' | 'busy' | 'offline';
/** Where the dial state went back to after a call (spec section 4). */
export type DialStatus = 'idle' | 'reject' | 'error' | 'hang-up';
export type CheckState = 'idle' | 'pending' | 'ok' | 'failed';
export type ReadinessStep = 'microphone' | 'socket' | 'registration';

/** Sip info of spec section 3 (the password stays in the saga, never in the store). */
export interface SipInfo {
  sip_username: string;
  fs_ip: string;
  wss_url: string;
  call_type: CallType;
  explicit_number_id: number | null;
  explicit_number: string;
  explicit_numbers: { id: number; phone: string }[];
  userAgentStatus: UserAgentStatus;
  sipGroupSignIn: '1' | '0';
  modal_call_type: ModalCallType;
}

export interface ActiveCall {
  uuid: string;
  direction: 'out' | 'in';
  phone: string;
  displayName: string;
  /** browser: a JsSIP session in this page; server: placed by the platform (explicit numbers). */
  via: 'browser' | 'server';
  phase: 'dialing' | 'ringing' | 'incoming' | 'talking';
  /** Seconds since the current phase began (dialing, then talking), ticked by the saga each second. */
  seconds: number;
  muted: boolean;
  held: boolean;
  /**
   * What of the call dropped and is being re-established: the socket to the SIP server (back once it is
   * connected again) and the media path (back when ICE is); the call shows it while either is lost.
   */
  lost: { signalling: boolean; media: boolean };
}

export interface SoftphoneState {
  loaded: boolean;
  sip: SipInfo;
  status: ChosenStatus;
  /** The socket to the SIP server: reconnecting once it dropped while registered. */
  transport: 'closed' | 'connecting' | 'open' | 'reconnecting';
  registered: boolean;
  lastError: string | null;
  dialStatus: DialStatus;
  dialPadOpen: boolean;
  call: ActiveCall | null;
  readiness: Record<ReadinessStep, { state: CheckState; message: string | null }>;
  devices: { inputId: string | null; outputId: string | null };
}

const idleReadiness = (): SoftphoneState['readiness'] => ({
  microphone: { state: 'idle', message: null },
  socket: { state: 'idle', message: null },
  registration: { state: 'idle', message: null },
});

export const initialSoftphoneState: SoftphoneState = {
  loaded: false,
  sip: {
    sip_username: '',
    fs_ip: '',
    wss_url: '',
    call_type: 'sip',
    explicit_number_id: null,
    explicit_number: '',
    explicit_numbers: [],
    userAgentStatus: 'discon',
    sipGroupSignIn: '0',
    modal_call_type: 'dial',
  },
  status: 'offline',
  transport: 'closed',
  registered: false,
  lastError: null,
  dialStatus: 'idle',
  dialPadOpen: false,
  call: null,
  readiness: idleReadiness(),
  devices: { inputId: null, outputId: null },
};

export const softphoneSlice = createSlice({
  name: 'softphone',
  initialState: initialSoftphoneState,
  reducers: {
    sipInfoLoaded(
      state,
      {
        payload,
      }: PayloadAction<
        Pick<SipInfo, 'sip_username' | 'fs_ip' | 'wss_url' | 'explicit_numbers' | 'sipGroupSignIn'>
      >,
    ) {
      state.loaded = true;
      Object.assign(state.sip, payload);
      // an explicit number that is no longer the user's falls back to the platform number
      const chosen = payload.explicit_numbers.find((n) => n.id === state.sip.explicit_number_id);
      if (state.sip.call_type === 'explicit' && !chosen) {
        state.sip.call_type = 'sip';
        state.sip.explicit_number_id = null;
        state.sip.explicit_number = '';
      }
    },
    /** The user's usable numbers changed (one enabled, disabled or deleted): the header offers these now. */
    explicitNumbersLoaded(state, { payload }: PayloadAction<SipInfo['explicit_numbers']>) {
      state.sip.explicit_numbers = payload;
    },
    callTypeChosen(
      state,
      { payload }: PayloadAction<{ call_type: CallType; explicit_number_id: number | null }>,
    ) {
      state.sip.call_type = payload.call_type;
      const number = state.sip.explicit_numbers.find((n) => n.id === payload.explicit_number_id);
      state.sip.explicit_number_id = payload.call_type === 'explicit' && number ? number.id : null;
      state.sip.explicit_number = payload.call_type === 'explicit' && number ? number.phone : '';
    },
    statusChosen(state, { payload }: PayloadAction<ChosenStatus>) {
      state.status = payload;
    },
    groupSignInChanged(state, { payload }: PayloadAction<'1' | '0'>) {
      state.sip.sipGroupSignIn = payload;
    },
    transportChanged(state, { payload }: PayloadAction<SoftphoneState['transport']>) {
      state.transport = payload;
      if (payload === 'open') state.readiness.socket = { state: 'ok', message: null };
    },
    registrationChanged(state, { payload }: PayloadAction<{ registered: boolean; error?: string | null }>) {
      state.registered = payload.registered;
      state.lastError = payload.error ?? null;
      state.sip.userAgentStatus = payload.registered ? 'connect' : 'discon';
      if (payload.registered) state.readiness.registration = { state: 'ok', message: null };
      else if (!state.call) state.sip.modal_call_type = 'dial';
    },
    readinessStarted(state) {
      state.readiness = idleReadiness();
      state.readiness.microphone.state = 'pending';
    },
    readinessStep(
      state,
      { payload }: PayloadAction<{ step: ReadinessStep; state: CheckState; message?: string | null }>,
    ) {
      state.readiness[payload.step] = { state: payload.state, message: payload.message ?? null };
    },
    dialPadToggled(state, { payload }: PayloadAction<boolean>) {
      state.dialPadOpen = payload;
      if (payload) state.dialStatus = 'idle';
    },
    callStarted(state, { payload }: PayloadAction<Pick<ActiveCall, 'uuid' | 'phone' | 'via'>>) {
      state.call = {
        ...payload,
        direction: 'out',
        displayName: '',
        phase: 'dialing',
        seconds: 0,
        muted: false,
        held: false,
        lost: { signalling: false, media: false },
      };
      state.dialStatus = 'idle';
      state.dialPadOpen = false;
      state.sip.modal_call_type = 'callIn';
    },
    callRinging(state) {
      if (state.call?.phase === 'dialing') state.call.phase = 'ringing';
    },
    incomingCallReceived(
      state,
      { payload }: PayloadAction<{ uuid: string; phone: string; displayName: string }>,
    ) {
      state.call = {
        ...payload,
        direction: 'in',
        via: 'browser',
        phase: 'incoming',
        seconds: 0,
        muted: false,
        held: false,
        lost: { signalling: false, media: false },
      };
      state.dialStatus = 'idle';
      state.sip.modal_call_type = 'answer';
    },
    callAccepted(state) {
      if (!state.call) return;
      state.call.phase = 'talking';
      state.call.seconds = 0;
      state.sip.modal_call_type = 'callIn';
    },
    callTicked(state) {
      if (state.call && state.call.phase !== 'incoming') state.call.seconds += 1;
    },
    callEnded(state, { payload }: PayloadAction<Exclude<DialStatus, 'idle'>>) {
      state.call = null;
      state.dialStatus = payload;
      state.sip.modal_call_type = 'dial';
    },
    muteChanged(state, { payload }: PayloadAction<boolean>) {
      if (state.call) state.call.muted = payload;
    },
    holdChanged(state, { payload }: PayloadAction<boolean>) {
      if (state.call) state.call.held = payload;
    },
    callPathLost(state, { payload }: PayloadAction<{ path: 'signalling' | 'media'; lost: boolean }>) {
      if (state.call) state.call.lost[payload.path] = payload.lost;
    },
    devicesChosen(state, { payload }: PayloadAction<Partial<SoftphoneState['devices']>>) {
      Object.assign(state.devices, payload);
    },
  },
  selectors: {
    selectSoftphone: (s) => s,
    selectSip: (s) => s.sip,
    selectCall: (s) => s.call,
    /** CALL-39..41, and for explicit numbers the local choice (nothing is registered then). */
    selectBadge: (s): 'processing' | 'warning' | 'error' => {
      if (s.sip.call_type === 'explicit')
        return s.status === 'online' ? 'processing' : s.status === 'busy' ? 'warning' : 'error';
      if (s.sip.userAgentStatus !== 'connect') return 'error';
      return s.sip.sipGroupSignIn === '1' ? 'processing' : 'warning';
    },
  },
});

export const softphoneActions = softphoneSlice.actions;

/** Commands to the softphone saga, taken in order through an action channel. */
export const softphoneCommands = {
  setStatus: createAction<ChosenStatus>('softphone/setStatus'),
  setCallType: createAction<{ call_type: CallType; explicit_number_id: number | null }>(
    'softphone/setCallType',
  ),
  /** A new answer of the user's explicit numbers (refetched when a number is written). */
  explicitNumbersChanged: createAction<SipInfo['explicit_numbers']>('softphone/explicitNumbersChanged'),
  dial: createAction<{ phone: string }>('softphone/dial'),
  answer: createAction('softphone/answer'),
  hangUp: createAction('softphone/hangUp'),
  toggleMute: createAction('softphone/toggleMute'),
  toggleHold: createAction('softphone/toggleHold'),
  sendDtmf: createAction<string>('softphone/sendDtmf'),
  setDevices: createAction<Partial<SoftphoneState['devices']>>('softphone/setDevices'),
  checkReadiness: createAction('softphone/checkReadiness'),
  /** The group sign-in changed without the user (pushed): read it again and let the status follow. */
  followGroupSignIn: createAction('softphone/followGroupSignIn'),
};
