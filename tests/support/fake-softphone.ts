import type { MicrophoneCheck } from '@/lib/media/microphone-check';
import type { SipAccount, SipClient, SipEvent } from '@/lib/sip';
import type { SoftphoneDeps } from '@/features/softphone/deps';

/** A SIP client that records what the saga asked and lets the test play the server's part. */
export class FakeSipClient implements SipClient {
  calls: { method: string; args: unknown[] }[] = [];
  account: SipAccount | null = null;
  private listeners = new Set<(e: SipEvent) => void>();
  /** What register() does by itself: connect and register (the default), or nothing. */
  autoRegister = true;

  emit(event: SipEvent) {
    this.listeners.forEach((l) => l(event));
  }
  private record(method: string, ...args: unknown[]) {
    this.calls.push({ method, args });
  }
  called(method: string) {
    return this.calls.filter((c) => c.method === method);
  }
  register(account: SipAccount) {
    this.record('register', account);
    this.account = account;
    if (this.autoRegister) {
      this.emit({ type: 'connecting' });
      this.emit({ type: 'connected' });
      this.emit({ type: 'registered' });
    }
  }
  unregister() {
    this.record('unregister');
    this.emit({ type: 'unregistered' });
  }
  call(target: string, options: { callId: string }) {
    this.record('call', target, options);
  }
  answer(callId: string) {
    this.record('answer', callId);
  }
  hangUp(callId: string) {
    this.record('hangUp', callId);
  }
  mute(callId: string, muted: boolean) {
    this.record('mute', callId, muted);
  }
  hold(callId: string, held: boolean) {
    this.record('hold', callId, held);
  }
  sendDtmf(callId: string, tone: string) {
    this.record('sendDtmf', callId, tone);
  }
  setDevices(devices: unknown) {
    this.record('setDevices', devices);
  }
  subscribe(listener: (e: SipEvent) => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  destroy() {
    this.record('destroy');
  }
}

export interface FakeDeps extends SoftphoneDeps {
  client: FakeSipClient;
  mic: MicrophoneCheck;
  tones: { name: string; stopped: boolean }[];
  playing(): string[];
  remembered: Map<string, string>;
}

/** Deps of the softphone saga with a fake client, a scripted microphone and recorded tones. */
export function fakeDeps(overrides: Partial<SoftphoneDeps> = {}): FakeDeps {
  const client = new FakeSipClient();
  const tones: { name: string; stopped: boolean }[] = [];
  let n = 0;
  const deps: FakeDeps = {
    client,
    mic: { ok: true },
    tones,
    remembered: new Map(),
    playing: () => tones.filter((t) => !t.stopped).map((t) => t.name),
    createClient: async () => client,
    checkMicrophone: async () => deps.mic,
    playTone: (name) => {
      const tone = { name, stopped: false };
      tones.push(tone);
      return () => {
        tone.stopped = true;
      };
    },
    uuid: () => `call-${++n}`,
    sipOverride: () => ({ wssUrl: '', domain: '' }),
    rememberedStatus: (u) => (deps.remembered.get(u) as never) ?? null,
    rememberStatus: (u, s) => void deps.remembered.set(u, s),
    ...overrides,
  };
  return deps;
}
