import { startFarEndVoice } from './far-end-voice';
import type { DemoCallMedia, DemoMedia } from './media';

/** Host candidates gather in milliseconds; an unusual network still must not hold the answer up long. */
const ICE_GATHERING_LIMIT_MS = 2000;

/** SDP goes out in one message (no trickle ICE in SIP): wait until the candidates are in it. */
function iceGathered(pc: RTCPeerConnection): Promise<void> {
  if (pc.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(limit);
      pc.removeEventListener('icegatheringstatechange', check);
      resolve();
    };
    const check = () => {
      if (pc.iceGatheringState === 'complete') done();
    };
    const limit = setTimeout(done, ICE_GATHERING_LIMIT_MS);
    pc.addEventListener('icegatheringstatechange', check);
  });
}

/** The demo customer's end of a call: a real peer connection in the page that sends the far-end voice. */
class WebRtcCallMedia implements DemoCallMedia {
  private readonly pc = new RTCPeerConnection();
  private readonly voice = startFarEndVoice();

  constructor() {
    this.pc.addTrack(this.voice.track, this.voice.stream);
  }

  async answer(offerSdp: string): Promise<string> {
    await this.pc.setRemoteDescription({ type: 'offer', sdp: offerSdp });
    await this.pc.setLocalDescription(await this.pc.createAnswer());
    return this.localSdp();
  }

  async offer(): Promise<string> {
    await this.pc.setLocalDescription(await this.pc.createOffer());
    return this.localSdp();
  }

  async accept(answerSdp: string): Promise<void> {
    await this.pc.setRemoteDescription({ type: 'answer', sdp: answerSdp });
  }

  close(): void {
    this.pc.close();
    this.voice.stop();
  }

  private async localSdp(): Promise<string> {
    await iceGathered(this.pc);
    return this.pc.localDescription!.sdp;
  }
}

export const webRtcMedia: DemoMedia = { open: () => new WebRtcCallMedia() };
