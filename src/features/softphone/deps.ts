import { getConsoleConfig } from '@/lib/runtime-config';
import { checkMicrophone, type MicrophoneCheck } from '@/lib/media/microphone-check';
import { playTone, type ToneName } from '@/lib/media/tones';
import { loadSipClient, type SipClient } from '@/lib/sip';
import { storage } from '@/lib/storage';
import type { ChosenStatus, SoftphoneState } from './softphone.slice';

/** Everything the softphone saga needs from the world; tests pass fakes. */
export interface SoftphoneDeps {
  createClient(): Promise<SipClient>;
  checkMicrophone(deviceId?: string | null): Promise<MicrophoneCheck>;
  playTone(name: ToneName): () => void;
  uuid(): string;
  /** Runtime overrides of the server's SIP address (connected builds, the Kamailio e2e). */
  sipOverride(): { wssUrl: string; domain: string };
  rememberedStatus(username: string): ChosenStatus | null;
  rememberStatus(username: string, status: ChosenStatus): void;
  rememberedDevices(username: string): Partial<Devices>;
  rememberDevices(username: string, devices: Devices): void;
}

type Devices = SoftphoneState['devices'];

const statusKey = (username: string) => `softphone_status_${username}`;
const devicesKey = (username: string) => `softphone_devices_${username}`;

export const browserDeps: SoftphoneDeps = {
  createClient: loadSipClient,
  checkMicrophone,
  playTone,
  uuid: () => crypto.randomUUID(),
  sipOverride: () => getConsoleConfig().sip,
  rememberedStatus: (username) => {
    const value = storage.get(statusKey(username));
    return value === 'online' || value === 'busy' || value === 'offline' ? value : null;
  },
  rememberStatus: (username, status) => storage.set(statusKey(username), status),
  rememberedDevices: (username) => storage.get<Partial<Devices>>(devicesKey(username)) ?? {},
  rememberDevices: (username, devices) => storage.set(devicesKey(username), devices),
};
