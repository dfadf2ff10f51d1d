import { DEFAULT_ANSWERS, type DemoAnswer, type DemoNode } from '../db/flows-seed';
import { list, num } from '../kit/fields';
import { authed, fail, ok } from '../kit/http';
import { notFound } from '../kit/not-found';
import {
  answerListOf,
  answerTables,
  sceneTables,
  scenesOf,
  specialAnswers,
  strip,
  type Owner,
} from '../db/flows';

const NODE_TYPES: Record<Owner, string[]> = {
  robot: ['normal', 'jump', 'button'],
  assistant: ['assistantNormal', 'assistantJump', 'button'],
};

/** The checks the platform makes before it stores a diagram; the message names the node at fault. */
function checkNodes(
  owner: Owner,
  nodes: DemoNode[],
  links: { from: string; to: string }[],
): string | undefined {
  const keys = new Set<string>();
  const nameMax = owner === 'robot' ? 30 : 20;
  for (const n of nodes) {
    if (typeof n.key !== 'string' || !n.key) return '节点缺少key';
    if (keys.has(n.key)) return `节点key重复：${n.key}`;
    keys.add(n.key);
    if (!NODE_TYPES[owner].includes(n.type)) return `节点类型不正确：${n.type}`;
    if (n.nodeType === 'button') continue;
    if (!n.text?.trim()) return '请输入名称';
    if ([...n.text].length > nameMax) return `名称不能超过${nameMax}个字符`;
    if ((n.content ?? '').length > 250) return `节点“${n.text}”的内容不能超过250个字符`;
    if (n.nodeType === 'normal' && !n.content?.trim()) return `节点“${n.text}”请输入内容`;
    if (n.score !== undefined && (n.score < 0 || n.score > 100 || !Number.isInteger(n.score)))
      return `节点“${n.text}”的意向分数应为0-100的整数`;
  }
  for (const l of links) if (!keys.has(l.from) || !keys.has(l.to)) return '连线指向不存在的节点';
  if (nodes.filter((n) => n.start && n.nodeType !== 'button').length > 1) return '一个流程只能有一个入口节点';
  return undefined;
}

/** Scene and branch endpoints, the same for robot scripts (`robot/…`) and assistant plans (`assistant/…`). */
/** How the scene and branch forms' fields are named in the contract check's messages. */
const SCENE_TEXTS = { name: '场景名称', dmsort: { required: '请输入排序', invalid: '排序应为0-9999的整数' } };
const BRANCH_TEXTS = { name: '分支名称', keyWorldList: { label: '匹配规则', required: '请输入匹配规则' } };

export function flowHandlers(owner: Owner, ownerExists: (sc_id: number) => boolean, answersPath: string) {
  const scenes = sceneTables[owner];
  const answers = answerTables[owner];
  const scenesOfOwner = (sc_id: number) => scenes.list((s) => s.sc_id === sc_id);
  const missingOwner = () => notFound(owner === 'robot' ? '话术' : '方案', 1001);
  return [
    authed(`${owner}/stage/list`, ({ body }) => {
      const sc_id = num(body.sc_id);
      if (!ownerExists(sc_id)) return missingOwner();
      return ok(scenesOf(owner, sc_id));
    }),

    authed(
      `${owner}/stage/add`,
      ({ body }) => {
        const sc_id = num(body.sc_id);
        if (!ownerExists(sc_id)) return missingOwner();
        // the id first: the answer's fields come in the order the platform gives them
        const scene = scenes.insert((id) => ({
          id,
          sc_id,
          name: String(body.name).trim(),
          dmsort: num(body.dmsort),
          nodeDataArray: [],
          linkDataArray: [],
        }));
        return ok(strip(scene), '添加成功');
      },
      SCENE_TEXTS,
    ),

    authed(
      `${owner}/stage/update`,
      ({ body }) => {
        const scene = scenes.get(num(body.id));
        if (!scene) return notFound('场景', 1001);
        const dmsort = body.dmsort !== undefined && body.dmsort !== '' ? num(body.dmsort) : scene.dmsort;
        return ok(strip(scenes.update(scene.id, { name: String(body.name).trim(), dmsort })!), '更新成功');
      },
      SCENE_TEXTS,
    ),

    authed(`${owner}/stage/delete`, ({ body }) => {
      const scene = scenes.get(num(body.id));
      if (!scene) return notFound('场景', 1001);
      scenes.remove(scene.id);
      return ok(null, '删除成功');
    }),

    authed(`${owner}/stage/save`, ({ body }) => {
      const scene = scenes.get(num(body.id));
      if (!scene || scene.sc_id !== num(body.sc_id)) return notFound('场景', 1001);
      const nodes = Array.isArray(body.nodeDataArray) ? (body.nodeDataArray as DemoNode[]) : null;
      const links = Array.isArray(body.linkDataArray)
        ? (body.linkDataArray as { from: string; to: string }[])
        : null;
      if (!nodes || !links || !Array.isArray(body.delNodeDataArray)) return fail(422, '流程数据不完整');
      const problem = checkNodes(owner, nodes, links);
      if (problem) return fail(422, problem);
      // Saved nodes keep their ids; new ones (id null) get one, as the platform numbers them.
      const saved = scenes.update(scene.id, {
        nodeDataArray: nodes.map((n) => ({ ...n, id: n.id ?? scenes.nextId() })),
        linkDataArray: links.map(({ from, to }) => ({ from, to })),
      })!;
      return ok(strip(saved), '保存成功');
    }),

    authed(answersPath, ({ body }) => {
      const sc_id = num(body.sc_id);
      if (!ownerExists(sc_id)) return missingOwner();
      return ok(answerListOf(owner, sc_id));
    }),

    authed(
      `${owner}/branch/add`,
      ({ body }) => {
        const sc_id = num(body.sc_id);
        if (!ownerExists(sc_id)) return missingOwner();
        const keyWorldList = list(body.keyWorldList)
          .map((k) => k.trim())
          .filter(Boolean);
        if (!keyWorldList.length) return fail(422, '请输入匹配规则', { keyWorldList: '请输入匹配规则' });
        const name = String(body.name).trim();
        if ([...DEFAULT_ANSWERS, ...specialAnswers(owner, sc_id)].some((a) => a.name === name))
          return fail(1002, '分支名称已存在');
        const { sc_id: _s, ...answer } = answers.insert((id) => ({
          id,
          name,
          is_select: 0,
          isSystem: false,
          keyWorldList,
          sc_id,
        }));
        // The platform offers the new branch on every node of every scene, unselected.
        const offered = (n: DemoNode): DemoAnswer => ({
          ...answer,
          group: n.key,
          key: `${n.key}_${answer.id}`,
          text: name,
        });
        for (const scene of scenesOfOwner(sc_id))
          scenes.update(scene.id, {
            nodeDataArray: scene.nodeDataArray.map((n) =>
              n.nodeType !== 'button' && n.answerList
                ? { ...n, answerList: [...n.answerList, offered(n)] }
                : n,
            ),
          });
        return ok(answer, '添加成功');
      },
      BRANCH_TEXTS,
    ),

    authed(
      `${owner}/branch/update`,
      ({ body }) => {
        const answer = answers.get(num(body.id));
        if (!answer) return notFound('分支', 1001);
        const keyWorldList = list(body.keyWorldList)
          .map((k) => k.trim())
          .filter(Boolean);
        if (!keyWorldList.length) return fail(422, '请输入匹配规则', { keyWorldList: '请输入匹配规则' });
        const { sc_id: _s, ...out } = answers.update(answer.id, {
          name: String(body.name).trim(),
          keyWorldList,
        })!;
        return ok(out, '更新成功');
      },
      BRANCH_TEXTS,
    ),

    authed(`${owner}/branch/delete`, ({ body }) => {
      const answer = answers.get(num(body.id));
      if (!answer) return notFound('分支', 1001);
      answers.remove(answer.id);
      // the branch's buttons go from every scene, and their links with them
      for (const scene of scenesOfOwner(answer.sc_id)) {
        const gone = new Set(
          scene.nodeDataArray.flatMap(
            (n) => n.answerList?.filter((a) => a.id === answer.id).map((a) => a.key!) ?? [],
          ),
        );
        scenes.update(scene.id, {
          nodeDataArray: scene.nodeDataArray
            .filter((n) => !gone.has(n.key))
            .map((n) =>
              n.answerList ? { ...n, answerList: n.answerList.filter((a) => a.id !== answer.id) } : n,
            ),
          linkDataArray: scene.linkDataArray.filter((l) => !gone.has(l.from) && !gone.has(l.to)),
        });
      }
      return ok(null, '删除成功');
    }),
  ];
}
