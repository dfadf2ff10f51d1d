/* eslint-disable @typescript-eslint/no-explicit-any -- stand-ins for browser globals JsSIP reads */
/**
 * Just enough of RTCPeerConnection for JsSIP's signalling in jsdom: canned SDP, ICE already gathered.
 * Media itself is only real in Chromium.
 */
class FakePeerConnection extends EventTarget {
  static created: FakePeerConnection[] = [];
  localDescription: { type: string; sdp: string } | null = null;
  remoteDescription: { type: string; sdp: string } | null = null;
  signalingState = 'stable';
  iceGatheringState = 'complete';
  iceConnectionState = 'connected';
  private n = 0;

  constructor() {
    super();
    FakePeerConnection.created.push(this);
  }
  private sdp(kind: string) {
    this.n += 1;
    return `v=0\r\no=agent ${this.n} ${kind}\r\ns=-\r\nt=0 0\r\nm=audio 9 UDP/TLS/RTP/SAVPF 111\r\na=sendrecv\r\n`;
  }
  async createOffer() {
    return { type: 'offer', sdp: this.sdp('offer') };
  }
  async createAnswer() {
    return { type: 'answer', sdp: this.sdp('answer') };
  }
  async setLocalDescription(d: { type: string; sdp: string }) {
    this.localDescription = d;
    this.signalingState = d.type === 'offer' ? 'have-local-offer' : 'stable';
    // Gathering (again, after an ICE restart) finishes at once.
    setTimeout(() => this.dispatchEvent(new Event('icegatheringstatechange')), 0);
  }
  async setRemoteDescription(d: { type: string; sdp: string }) {
    this.remoteDescription = d;
    this.signalingState = d.type === 'offer' ? 'have-remote-offer' : 'stable';
  }
  addTrack() {
    return {};
  }
  getSenders() {
    return [];
  }
  getReceivers() {
    return [];
  }
  close() {
    this.signalingState = 'closed';
  }
}

class FakeSessionDescription {
  type: string;
  sdp: string;
  constructor({ type, sdp }: { type: string; sdp: string }) {
    this.type = type;
    this.sdp = sdp;
  }
}

export function installFakeWebRtc() {
  (globalThis as any).RTCPeerConnection = FakePeerConnection;
  (globalThis as any).RTCSessionDescription = FakeSessionDescription;
  FakePeerConnection.created = [];
  return FakePeerConnection;
}

/** A media stream without tracks: JsSIP takes it instead of asking getUserMedia. */
export const silentStream = () =>
  ({ getTracks: () => [], getAudioTracks: () => [], getVideoTracks: () => [] }) as any;
