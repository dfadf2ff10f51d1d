/**
 * The simulated customer's side of a call's media. The signalling core only handles SDP text through this,
 * so Jest runs it with a fake while the browser demo uses a real RTCPeerConnection (webrtc-media.ts).
 */
export interface DemoCallMedia {
  /** Takes the agent's offer and returns our answer (also for a re-INVITE: same connection, fresh answer). */
  answer(offerSdp: string): Promise<string>;
  /** Our offer, for a call the demo places to the agent. */
  offer(): Promise<string>;
  /** Applies the agent's answer to our offer. */
  accept(answerSdp: string): Promise<void>;
  /** Ends the media: closes the connection and silences the far end's voice. */
  close(): void;
}

export interface DemoMedia {
  open(): DemoCallMedia;
}
