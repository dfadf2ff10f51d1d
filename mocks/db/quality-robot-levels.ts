import { finishCall, respond, startCall, type CompiledScript } from '@/domain/robot/engine';
import { sceneTables, scriptTable } from './flows';
import { callOf, transcriptOf } from './quality-calls';
import { compiledScriptOf } from './robot-task-walk';

/** The robot scripts a robot call may have followed: those whose robot scenes have nodes to walk, by id. */
export function walkableScripts(): number[] {
  const scenes = sceneTables.robot.all();
  return scriptTable
    .all()
    .filter((script) =>
      scenes.some((s) => s.sc_id === script.id && s.nodeDataArray.some((n) => n.nodeType === 'normal')),
    )
    .map((script) => script.id)
    .sort((a, b) => a - b);
}

/**
 * The intent level of inspected robot calls as the robot dialogue engine gives it: the call's customer lines
 * walked through a script (drawn by the call's id) and the level of the points it reached, by that script's
 * points settings. One lookup per request: scripts are compiled once, on first need.
 */
export function robotLevels(): (callId: number) => string | undefined {
  const ids = walkableScripts();
  const compiled = new Map<number, CompiledScript>();
  return (callId) => {
    const call = callOf(callId);
    if (!ids.length || !call || call.source !== 2) return undefined;
    const scId = ids[callId % ids.length]!;
    let script = compiled.get(scId);
    if (!script) {
      script = compiledScriptOf(scId);
      compiled.set(scId, script);
    }
    let { state } = startCall(script);
    for (const line of transcriptOf(callId)) {
      if (state.ended) break;
      if (line.role === 2) ({ state } = respond(script, state, { kind: 'speech', text: line.text }));
    }
    return finishCall(script, state, { durationSec: call.duration }).level;
  };
}
