import { compileScript } from '@/domain/robot/engine';
import { replay, sessionRespond, signature, startSession } from '@/features/robot/train/session';
import { twoScenes } from './fixture';

describe('training cases replayed on a changed script', () => {
  it('walks the same path on the same script and tells the first turn that now goes elsewhere', () => {
    const before = compileScript(twoScenes());
    let session = startSession(before);
    for (const text of ['好的', '没兴趣'])
      session = sessionRespond(before, session, { kind: 'speech', text });
    const expected = session.turns.map(signature);
    expect(expected).toEqual(['open|start|', 'ask|branch|1', 'end|branch|3']);
    expect(replay(before, session.inputs, expected).changedAt).toBeNull();

    // the author moves 好的 from 肯定 to a KB entry: the first answer now stays at the opening node
    const input = twoScenes();
    input.answers = { default: [{ id: 1, name: '肯定', is_select: 1, keyWorldList: ['是的'] }], special: [] };
    input.library!.push({ id: 600, name: '好的', keyWorldList: ['好的'], content: '嗯嗯', type: 0 });
    const after = replay(compileScript(input), session.inputs, expected);
    expect(after.changedAt).toBe(1);
    expect(after.now[1]).toBe('open|kb|600');
  });
});
