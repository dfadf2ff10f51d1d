import { demoBackendUp } from './browser.mjs';

/** A scene as big as a script author's biggest: the flow editor's bench and its windowed-canvas journey. */
export const BIG_SCENE_NODES = 1000;

/**
 * Writes a 1 000-node scene (chains of normal nodes with two branches each) into script 1's first scene;
 * answers the save's code, script 1's name and another script's id.
 */
export async function seedBigScene(page) {
  await demoBackendUp(page);
  return page.evaluate(async (count) => {
    const token = decodeURIComponent(document.cookie.match(/(?:^|; )token=([^;]*)/)?.[1] ?? '');
    const call = (path, body, json) =>
      fetch(`/api/${path}?api_token=${encodeURIComponent(token)}`, {
        method: 'POST',
        headers: { 'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded' },
        body: json ? JSON.stringify(body) : new URLSearchParams(body),
      }).then((r) => r.json());
    const detail = await call('robot/script/detail', { sc_id: '1' });
    const scene = detail.data.scene[0];
    const nodes = [];
    const links = [];
    for (let i = 0; i < count; i++) {
      const key = `b${i}`;
      const answers = detail.data.answerList.default.map((a) => ({
        ...a,
        group: key,
        key: `${key}_${a.id}`,
        text: a.name,
      }));
      nodes.push({
        id: null,
        key,
        isGroup: true,
        text: `节点${i}`,
        type: 'normal',
        nodeType: 'normal',
        content: '您好，这里是一段用于性能测试的话术内容。',
        answerList: answers.map((a, j) => ({ ...a, is_select: j < 2 ? 1 : 0 })),
        start: i === 0,
        interrupt: 1,
        score: 0,
        keyWorldList: ['测试'],
        loc: `${(i % 40) * 260} ${Math.floor(i / 40) * 220}`,
      });
      for (let j = 0; j < 2; j++) {
        const b = `${key}_${answers[j].id}`;
        nodes.push({
          id: null,
          key: b,
          group: key,
          text: answers[j].name,
          type: 'button',
          nodeType: 'button',
          category: 'button',
        });
        if (i + 1 < count)
          links.push({ from: b, to: `b${i + 1 + j}` === `b${count}` ? `b${i + 1}` : `b${i + 1 + j}` });
      }
    }
    const saved = await call(
      'robot/stage/save',
      { sc_id: 1, id: scene.id, nodeDataArray: nodes, linkDataArray: links, delNodeDataArray: [] },
      true,
    );
    const list = await call('robot/script/list', { page: '1', limit: '1000' });
    const other = list.data.data.find((s) => s.id !== 1);
    return { code: saved.code, name: list.data.data.find((s) => s.id === 1)?.name, otherId: other?.id };
  }, BIG_SCENE_NODES);
}
