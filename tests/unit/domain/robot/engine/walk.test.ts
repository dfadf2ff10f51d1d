import {
  compileScript,
  finishCall,
  respond,
  startCall,
  type CallState,
  type CompiledScript,
} from '@/domain/robot/engine';
import { bigScene, twoScenes } from './fixture';

const say = (script: CompiledScript, state: CallState, text: string) =>
  respond(script, state, { kind: 'speech', text });

describe('dialogue engine: walking a script', () => {
  it('starts at the entry node of the first scene by dmsort and adds its points', () => {
    const script = compileScript(twoScenes());
    const { state, turn } = startCall(script);
    expect(turn).toMatchObject({
      nodeKey: 'open',
      sceneName: '开场',
      robotText: '您好，请问是张先生吗？',
      points: 10,
      total: 10,
      ended: false,
    });
    expect(state.path).toEqual(['open']);
  });

  it('matches the node branches before the knowledge base, the knowledge base before the default branch', () => {
    const script = compileScript(twoScenes());
    const { state } = startCall(script);
    const branch = say(script, state, '是的是的');
    expect(branch.turn.match).toMatchObject({ kind: 'branch', name: '肯定', score: 100 });
    expect(branch.turn.nodeKey).toBe('ask');

    const kb = say(script, state, '你们公司地址在哪');
    expect(kb.turn.match).toMatchObject({ kind: 'kb', id: 501 });
    expect(kb.turn.robotText).toBe('我们在上海。');
    expect(kb.turn.nodeKey).toBe('open');

    const other = say(script, state, '今天天气真不错');
    expect(other.turn.match).toMatchObject({ kind: 'default', name: '默认' });
    expect(other.turn.unmatched).toBe('offTopic');
    expect(other.turn.nodeKey).toBe('ask');
  });

  it('prefers a branch over a knowledge-base entry that also matches', () => {
    const input = twoScenes();
    input.library!.push({ id: 503, name: '多少钱', keyWorldList: ['多少钱'], content: 'KB', type: 1 });
    const script = compileScript(input);
    const { turn } = say(script, startCall(script).state, '这个多少钱');
    expect(turn.match).toMatchObject({ kind: 'branch', name: '询问价格' });
  });

  it('does not let a keyword inside a longer keyword of another branch win, and breaks ties by the earlier hit', () => {
    const script = compileScript(twoScenes());
    const at = say(script, startCall(script).state, '好的').state;
    expect(say(script, at, '我不需要').turn.match.name).toBe('拒绝');
    const open = startCall(script).state;
    expect(say(script, open, '不是的').turn.match.name).toBe('否定');
  });

  it('reads & rules (every part) and /regular expressions/, and ignores punctuation and case', () => {
    const input = twoScenes();
    const script = compileScript(input);
    const open = startCall(script).state;
    expect(say(script, open, '价格太贵了！').turn.match.name).toBe('询问价格');
    expect(say(script, open, '价格呢').turn.match.kind).toBe('default');
    expect(say(script, open, '利息是多少？').turn.match).toMatchObject({ kind: 'kb', id: 502 });
  });

  it('follows jump nodes to the entry of the target scene; -2 ends the call', () => {
    const script = compileScript(twoScenes());
    const open = startCall(script).state;
    const jumped = say(script, open, '多少钱');
    expect(jumped.turn).toMatchObject({
      nodeKey: 'pitch',
      sceneName: '产品',
      robotText: '我们的年费是零元。',
      ended: false,
    });
    expect(jumped.state.path).toEqual(['open', 'toPitch', 'pitch']);
    const end = say(script, open, '不是');
    expect(end.turn).toMatchObject({ nodeKey: 'end', robotText: '再见', ended: true });
    expect(say(script, end.state, '喂').turn.ended).toBe(true);
  });

  it('answers with the pardon line when nothing matches and the node has no default branch', () => {
    const script = compileScript(twoScenes());
    const ask = say(script, startCall(script).state, '好的').state;
    const { turn, state } = say(script, ask, '明天下雨吗');
    expect(turn).toMatchObject({ robotText: 'PARDON', unmatched: 'noAnswer', nodeKey: 'ask' });
    expect(state.turns).toBe(2);
  });

  it('special branches: silence takes a silence branch, or repeats the line and ends after two silences', () => {
    const script = compileScript(twoScenes());
    const open = startCall(script).state;
    const once = respond(script, open, { kind: 'silence' });
    expect(once.turn).toMatchObject({
      robotText: '您好，请问是张先生吗？',
      match: { kind: 'repeat' },
      ended: false,
    });
    const twice = respond(script, once.state, { kind: 'silence' });
    expect(twice.turn).toMatchObject({ robotText: 'BYE', ended: true });
    const ask = say(script, open, '好的').state;
    expect(respond(script, ask, { kind: 'silence' }).turn).toMatchObject({
      match: { kind: 'special', name: '静音' },
      nodeKey: 'end',
    });
  });

  it('special branches: an interruption is ignored where the node may not be interrupted, heard where it may', () => {
    const script = compileScript(twoScenes());
    const open = startCall(script).state;
    const ignored = respond(script, open, { kind: 'interrupt', text: '好的' });
    expect(ignored.turn).toMatchObject({ match: { kind: 'ignored' }, nodeKey: 'open' });
    const ask = say(script, open, '好的').state;
    expect(respond(script, ask, { kind: 'interrupt', text: '不需要' }).turn.match.name).toBe('拒绝');
  });

  it('special branches: not recognised speech asks again and is reported for question learning', () => {
    const script = compileScript(twoScenes());
    const open = startCall(script).state;
    expect(respond(script, open, { kind: 'unrecognised' }).turn).toMatchObject({
      robotText: 'PARDON',
      unmatched: 'notRecognised',
    });
    expect(say(script, open, '。。。').turn.unmatched).toBe('notRecognised');
  });

  it('adds points for nodes, branches, knowledge-base hits and call rules, within 0–100, with the level', () => {
    const input = twoScenes();
    input.points = {
      levels: [
        { level: 'A', min: 80 },
        { level: 'B', min: 50 },
        { level: 'F', min: 0 },
      ],
      node_score: 1,
      node_points: [{ node_key: 'ask', points: 35 }],
      branch_points: [
        { answer_id: 1, points: 5 },
        { answer_id: 3, points: -90 },
      ],
      kb_points: 7,
      call_rules: [
        { kind: 'turns', min: 3, points: 20 },
        { kind: 'duration', min: 60, points: 50 },
      ],
    };
    const script = compileScript(input);
    const open = startCall(script).state;
    const kb = say(script, open, '公司地址在哪');
    expect(kb.turn).toMatchObject({ points: 7, total: 17, level: 'F' });
    const yes = say(script, kb.state, '可以');
    expect(yes.turn).toMatchObject({ points: 40, total: 57, level: 'B' });
    expect(finishCall(script, yes.state, { durationSec: 30 })).toEqual({ total: 57, level: 'B' });
    const refused = say(script, yes.state, '没兴趣');
    expect(refused.turn.total).toBe(0);
    expect(finishCall(script, refused.state, { durationSec: 61 })).toEqual({ total: 70, level: 'B' });
  });

  it('does not change the state it was given', () => {
    const script = compileScript(twoScenes());
    const open = startCall(script).state;
    const copy = structuredClone(open);
    say(script, open, '好的');
    expect(open).toEqual(copy);
  });

  it('answers a turn on a 1 000-node scene with 300 knowledge-base entries in under 50 ms', () => {
    const script = compileScript(bigScene(1000));
    expect(script.nodes.size).toBe(1001); // 1 000 speaking nodes and the end jump
    let { state } = startCall(script);
    const started = performance.now();
    for (let i = 0; i < 100; i += 1)
      state = say(script, state, i % 2 ? `编号${i % 20}号吧` : `请问第${i}条问题如何办理`).state;
    const perTurn = (performance.now() - started) / 100;
    expect(perTurn).toBeLessThan(50);
    expect(state.path.length).toBeGreaterThan(40);
  });
});
