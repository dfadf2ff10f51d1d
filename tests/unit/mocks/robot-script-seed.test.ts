import { sceneTables, scriptTable } from '@mocks/db/flows';
import { libraryOf } from '@mocks/db/robot-library';

/** A seeded robot script's words: its flow's node lines and its knowledge base's questions and answers. */
function wordsOf(name: string) {
  const script = scriptTable.list((s) => s.name === name)[0]!;
  const lines = sceneTables.robot
    .list((s) => s.sc_id === script.id)
    .flatMap((s) => s.nodeDataArray.filter((n) => n.nodeType === 'normal').map((n) => n.content ?? ''));
  const kb = libraryOf(script.id).flatMap((e) => [e.name, ...e.similar, e.content]);
  return { script, lines, kb, all: [...lines, ...kb].join('\n') };
}

describe('seeded robot scripts', () => {
  it('each script speaks of its own industry: the insurance scripts of premiums and claims, never of interest', () => {
    for (const name of ['车险续保提醒', '保险产品介绍']) {
      const { all } = wordsOf(name);
      expect(all).not.toMatch(/利息|利率/);
      expect(all).toMatch(/保费/);
    }
    expect(wordsOf('车险续保提醒').all).toMatch(/续保/);
    expect(wordsOf('贷款产品回访').all).toMatch(/利率/);
    expect(wordsOf('少儿英语邀约').all).toMatch(/孩子/);
    expect(wordsOf('楼盘开盘邀约').all).toMatch(/首付/);
    expect(wordsOf('售后满意度回访').all).toMatch(/退货/);
  });

  it('scripts of different industries share no line, and the company a script calls for answers its KB', () => {
    const scripts = scriptTable.all();
    const byLine = new Map<string, Set<number>>();
    for (const s of scripts)
      for (const line of new Set(wordsOf(s.name).lines))
        byLine.set(line, (byLine.get(line) ?? new Set()).add(s.industry_id));
    const shared = [...byLine].filter(([, industries]) => industries.size > 1).map(([line]) => line);
    expect(shared).toEqual([]);

    for (const s of scripts) {
      const { lines, script } = wordsOf(s.name);
      const who = libraryOf(script.id).find((e) => e.name === '你们是哪个公司')!.content;
      const company = /^我们是(.+?)，/.exec(who)![1]!;
      expect(lines[0]).toContain(company);
    }
  });
});
