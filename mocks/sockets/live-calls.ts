import { buildLiveCall, type LiveCallOptions } from './live-call-script';
import type { DemoSocketServer } from './server';

/** A call the demo platform is streaming: who it is for, and when it was answered. */
export interface RunningCall extends LiveCallOptions {
  username: string;
  startedAt: number;
  endsAt: number;
}

/**
 * The demo platform's live calls. A call goes on at the platform when the agent's tab goes away, so a
 * reloaded console finds it still streaming (the snapshot is kept in the tab's session storage and resumed
 * where it would be by now): the case the assistant window's restore is for.
 */
export function createLiveCalls(server: DemoSocketServer, now: () => number = Date.now) {
  const running = new Map<string, RunningCall>();

  function stream(call: RunningCall) {
    const elapsed = now() - call.startedAt;
    const script = buildLiveCall(call);
    const answered = script.find(({ message }) => message.scene === 2);
    const rest = script
      .filter(({ at }) => at >= elapsed)
      .map(({ at, message }) => ({ at: at - elapsed, message }));
    // a resumed call says first which call it is, as it did when it was answered
    server.startLiveCall(
      call.username,
      call.uuid,
      elapsed > 0 && answered ? [{ ...answered, at: 0 }, ...rest] : rest,
    );
  }

  return {
    start(username: string, options: LiveCallOptions) {
      const startedAt = now();
      const endsAt = startedAt + (buildLiveCall(options).at(-1)?.at ?? 0);
      const call = { ...options, username, startedAt, endsAt };
      running.set(call.uuid, call);
      stream(call);
    },
    end(uuid: string) {
      running.delete(uuid);
      server.endLiveCall(uuid);
    },
    /** The calls still going on. */
    snapshot: (): RunningCall[] => [...running.values()].filter((c) => c.endsAt > now()),
    resume(calls: RunningCall[]) {
      for (const call of calls)
        if (call.endsAt > now() && !running.has(call.uuid)) {
          running.set(call.uuid, call);
          stream(call);
        }
    },
  };
}
