import { trainCaseTable, type DemoTrainCase } from '../db/robot-train';
import { num, str } from '../kit/fields';
import { notFound } from '../kit/not-found';
import { now } from '../kit/time';
import { scriptFor } from '../db/robot-access';
import { authed, fail, ok } from '../kit/http';

const KINDS = ['speech', 'silence', 'interrupt', 'unrecognised'];

/** Saved training conversations: kept per script, replayed in the browser with the dialogue engine. */
export const robotTrainHandlers = [
  authed('robot/trainCase/list', ({ body }) => {
    const script = scriptFor(body.sc_id);
    if (script instanceof Response) return script;
    return ok(
      trainCaseTable.list(
        (c) => c.sc_id === script.id,
        (a, b) => b.id - a.id,
      ),
    );
  }),

  authed(
    'robot/trainCase/add',
    ({ body }) => {
      const script = scriptFor(body.sc_id, 'train');
      if (script instanceof Response) return script;
      const inputs = (Array.isArray(body.inputs) ? body.inputs : []) as DemoTrainCase['inputs'];
      if (inputs.some((i) => !KINDS.includes(i.kind) || (i.kind === 'speech' && !str(i.text))))
        return fail(422, '对话内容不完整', { inputs: '对话内容不完整' });
      const expected = (Array.isArray(body.expected) ? body.expected : []).map(String);
      const name = str(body.name);
      if (trainCaseTable.all().some((c) => c.sc_id === script.id && c.name === name))
        return fail(1002, '用例名称已存在', { name: '用例名称已存在' });
      const saved = trainCaseTable.insert({
        sc_id: script.id,
        name,
        inputs: inputs.map((i) =>
          i.kind === 'silence' || i.kind === 'unrecognised'
            ? { kind: i.kind }
            : { kind: i.kind, text: str(i.text) },
        ),
        expected,
        created_at: now(),
      });
      return ok(saved, '保存成功');
    },
    { name: { label: '用例名称', required: '请输入用例名称' } },
  ),

  authed('robot/trainCase/delete', ({ body }) => {
    const found = trainCaseTable.get(num(body.id));
    if (!found) return notFound('用例', 1001);
    const script = scriptFor(found.sc_id, 'train');
    if (script instanceof Response) return script;
    trainCaseTable.remove(found.id);
    return ok(null, '删除成功!');
  }),
];
