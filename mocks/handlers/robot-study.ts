import { bigrams, compileScript, normalize, similarity } from '@/domain/robot/engine';
import { answerTables } from '../db/flows';
import { branchKeywordsTable, learnedKeywords } from '../db/robot-branch-keywords';
import { libraryTable } from '../db/robot-library';
import { simulatedUnmatched, type Unmatched } from '../db/robot-sim-calls';
import { studyHandledTable } from '../db/robot-study';
import { num, str } from '../kit/fields';
import { now } from '../kit/time';
import { robotAnswerList, robotEngineInput } from '../db/robot-engine-input';
import { scriptFor } from '../db/robot-access';
import { authed, fail, ok } from '../kit/http';

/** Utterances this alike (Dice of character pairs) fall into one group. */
const GROUP_SIMILARITY = 0.5;
const EXAMPLES = 5;
const LINES = { pardon: '不好意思，我没听清楚，您能再说一遍吗？', goodbye: '那我稍后再联系您，再见！' };

interface Group {
  key: string;
  grams: Set<string>;
  items: Unmatched[];
}

/** A stable id of a group: its representative text hashed, so learning it later names the same group. */
function idOf(sc_id: number, key: string): number {
  let h = 2166136261;
  for (const ch of `${sc_id}:${key}`) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619);
  return h >>> 1 || 1;
}

const mostCommon = <T>(items: T[], key: (t: T) => string): T => {
  const counts = new Map<string, number>();
  for (const i of items) counts.set(key(i), (counts.get(key(i)) ?? 0) + 1);
  return [...items].sort((a, b) => counts.get(key(b))! - counts.get(key(a))!)[0]!;
};

/** The script's question-learning groups: unmatched words of its calls, alike ones together, handled ones left out. */
function groupsOf(sc_id: number) {
  const handled = new Set(studyHandledTable.list((h) => h.sc_id === sc_id).map((h) => h.text));
  const unmatched = simulatedUnmatched(compileScript(robotEngineInput(sc_id, LINES)), sc_id).filter(
    (u) => !handled.has(normalize(u.text) || u.reason),
  );
  const groups: Group[] = [];
  for (const u of unmatched) {
    const key = normalize(u.text) || u.reason;
    const grams = bigrams(key);
    const home = groups.find((g) => g.key === key || similarity(g.grams, grams) >= GROUP_SIMILARITY);
    if (home) home.items.push(u);
    else groups.push({ key, grams, items: [u] });
  }
  return groups
    .map((g) => {
      const top = mostCommon(g.items, (i) => i.text);
      const where = mostCommon(g.items, (i) => i.node_key);
      return {
        id: idOf(sc_id, g.key),
        sc_id,
        key: g.key,
        text: top.text,
        reason: mostCommon(g.items, (i) => i.reason).reason,
        count: g.items.length,
        node_key: where.node_key,
        node_name: where.node_name,
        scene_name: where.scene_name,
        texts: [...new Set(g.items.map((i) => normalize(i.text) || i.reason))],
        examples: g.items.slice(0, EXAMPLES).map(({ call_id, before, text, after, called_at }) => ({
          call_id,
          before,
          text,
          after,
          called_at,
        })),
      };
    })
    .sort((a, b) => b.count - a.count || a.id - b.id);
}

/** Keeps a learned keyword on the branch: a special branch is the script's own, a system one is shared. */
function addBranchKeyword(sc_id: number, answer_id: number, keyword: string): boolean {
  const special = answerTables.robot.get(answer_id);
  if (special?.sc_id === sc_id) {
    if (!special.keyWorldList.includes(keyword))
      answerTables.robot.update(special.id, { keyWorldList: [...special.keyWorldList, keyword] });
    return true;
  }
  if (!robotAnswerList(sc_id).default.some((a) => a.id === answer_id)) return false;
  const learned = learnedKeywords(sc_id, answer_id);
  if (!learned) branchKeywordsTable.insert({ sc_id, answer_id, keywords: [keyword] });
  else if (!learned.keywords.includes(keyword))
    branchKeywordsTable.update(learned.id, { keywords: [...learned.keywords, keyword] });
  return true;
}

export const robotStudyHandlers = [
  authed('robot/study/list', ({ body }) => {
    const script = scriptFor(body.sc_id, 'questionStudy');
    if (script instanceof Response) return script;
    const reason = str(body.reason);
    const keyword = str(body.keyword);
    return ok(
      groupsOf(script.id)
        .filter(
          (g) =>
            (!reason || g.reason === reason) &&
            (!keyword || g.examples.some((e) => e.text.includes(keyword))),
        )
        .map(({ key: _k, texts: _t, ...g }) => g),
    );
  }),

  authed('robot/study/learn', ({ body }) => {
    const script = scriptFor(body.sc_id, 'questionStudy');
    if (script instanceof Response) return script;
    const group = groupsOf(script.id).find((g) => g.id === num(body.id));
    if (!group) return fail(1001, '该问题已处理或不存在');
    const action = body.action as 'similar' | 'branch' | 'ignore';
    const text = str(body.text) || group.text;
    if (action !== 'ignore' && !text) return fail(422, '请输入要学习的内容', { text: '请输入要学习的内容' });
    if (action === 'similar') {
      const entry = libraryTable.get(num(body.library_id));
      if (!entry || entry.sc_id !== script.id)
        return fail(422, '请选择知识库问题', { library_id: '请选择知识库问题' });
      if (!entry.similar.includes(text) && entry.name !== text)
        libraryTable.update(entry.id, { similar: [...entry.similar, text], updated_at: now() });
    }
    if (action === 'branch' && !addBranchKeyword(script.id, num(body.answer_id), text))
      return fail(422, '请选择分支', { answer_id: '请选择分支' });
    // every utterance of the group is dealt with, not only the one learned
    for (const t of group.texts) studyHandledTable.insert({ sc_id: script.id, text: t, action });
    return ok(null, action === 'ignore' ? '已忽略' : '学习成功');
  }),
];
