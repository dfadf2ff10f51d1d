/**
 * The softphone's view of SIP: a small typed client that emits plain, serializable events.
 * The JsSIP sessions and media objects stay inside the client, keyed by call id.
 */
export interface SipAccount {
  /** ws:// or wss:// address of the SIP server's WebSocket. */
  wssUrl: string;
  domain: string;
  username: string;
  password: string;
  displayName?: string;
}

/** Why a call ended, in the softphone's terms (JsSIP causes mapped). */
export type EndCause =
  | 'hangup'
  | 'rejected'
  | 'busy'
  | 'unavailable'
  | 'not-found'
  | 'cancelled'
  | 'no-answer'
  | 'media-denied'
  | 'connection'
  | 'auth'
  | 'other';

export type SipEvent =
  | { type: 'connecting' }
  | { type: 'connected' }
  | { type: 'disconnected' }
  | { type: 'registered' }
  | { type: 'unregistered' }
  | { type: 'registrationFailed'; cause: string }
  | { type: 'incoming'; callId: string; from: string; displayName: string }
  | { type: 'progress'; callId: string }
  | { type: 'accepted'; callId: string }
  | { type: 'ended'; callId: string; by: 'local' | 'remote' | 'system'; cause: EndCause; detail: string }
  | { type: 'failed'; callId: string; by: 'local' | 'remote' | 'system'; cause: EndCause; detail: string }
  | { type: 'muted'; callId: string; muted: boolean }
  | { type: 'held'; callId: string; held: boolean }
  | { type: 'mediaInterrupted'; callId: string }
  | { type: 'mediaRestored'; callId: string };

export interface CallOptions {
  /** Our id for the call (the uuid sent to /api/home/call), also sent as the X-Call-Uuid header. */
  callId: string;
}

export interface AudioDevices {
  inputId?: string | null;
  outputId?: string | null;
}

export interface SipClient {
  /** Connects and registers; JsSIP keeps re-connecting and re-registering by itself after a drop. */
  register(account: SipAccount): void;
  /** Unregisters and closes the socket. */
  unregister(): void;
  call(target: string, options: CallOptions): void;
  answer(callId: string): void;
  hangUp(callId: string): void;
  mute(callId: string, muted: boolean): void;
  hold(callId: string, held: boolean): void;
  sendDtmf(callId: string, tone: string): void;
  setDevices(devices: AudioDevices): void;
  subscribe(listener: (event: SipEvent) => void): () => void;
  /** Ends every call and closes the user agent. */
  destroy(): void;
}
