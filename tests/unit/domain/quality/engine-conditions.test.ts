import { runRule, type Condition, type Sentence } from '@/domain/quality/engine';

// Agent (1) and customer (2) take turns; times in ms.
const call: Sentence[] = [
  { role: 1, text: '您好，这里是客服中心，请问有什么可以帮您？', start_ms: 0, end_ms: 4000 },
  { role: 2, text: '我要退款，你们的产品太差了。', start_ms: 4500, end_ms: 7000, emotion: 'angry' },
  { role: 1, text: '非常抱歉给您带来不便，我马上为您处理退款。', start_ms: 6500, end_ms: 10000 },
  { role: 2, text: '好的', start_ms: 16000, end_ms: 16500, emotion: 'calm' },
  { role: 1, text: '退款会在三个工作日内到账，请问还有其他问题吗？', start_ms: 16200, end_ms: 17000 },
  { role: 2, text: '没有了，谢谢', start_ms: 17100, end_ms: 18000 },
  { role: 1, text: '感谢您的来电，再见', start_ms: 18000, end_ms: 20000 },
];

const run = (condition: Condition, sentences = call, logic = '') =>
  runRule({ id: 1, name: 'r', conditions: [condition], logic, score: -5 }, sentences);
const indices = (condition: Condition, sentences = call) =>
  run(condition, sentences).evidence.map((e) => e.index);

describe('keyword conditions', () => {
  it('any: every sentence with one of the words, on either side', () => {
    expect(indices({ no: 1, kind: 'keyword', side: 0, words: ['退款', '再见'], match: 'any' })).toEqual([
      1, 2, 4, 6,
    ]);
  });
  it('side limits to the agent or the customer', () => {
    expect(indices({ no: 1, kind: 'keyword', side: 1, words: ['退款'], match: 'any' })).toEqual([2, 4]);
    expect(indices({ no: 1, kind: 'keyword', side: 2, words: ['退款'], match: 'any' })).toEqual([1]);
  });
  it('all: every word in the same sentence', () => {
    expect(indices({ no: 1, kind: 'keyword', side: 0, words: ['抱歉', '退款'], match: 'all' })).toEqual([2]);
    expect(indices({ no: 1, kind: 'keyword', side: 0, words: ['抱歉', '到账'], match: 'all' })).toEqual([]);
  });
  it('records the character spans of every occurrence for highlighting', () => {
    const outcome = run({ no: 1, kind: 'keyword', side: 0, words: ['您'], match: 'any' });
    expect(outcome.evidence[0]).toMatchObject({
      index: 0,
      role: 1,
      start_ms: 0,
      spans: [
        { start: 0, end: 1 },
        { start: 19, end: 20 },
      ],
    });
  });
  it('near: a word only counts within N characters of another word', () => {
    // In sentence 2 "抱歉" ends at 3 and "退款" starts at 17: 14 characters apart.
    const near = (distance: number) =>
      indices({
        no: 1,
        kind: 'keyword',
        side: 0,
        words: ['退款'],
        match: 'any',
        near: { words: ['抱歉'], distance },
      });
    expect(near(14)).toEqual([2]);
    expect(near(13)).toEqual([]);
  });
  it('near with all needs each word near an anchor', () => {
    const c = (distance: number): Condition => ({
      no: 1,
      kind: 'keyword',
      side: 0,
      words: ['非常', '处理'],
      match: 'all',
      near: { words: ['抱歉'], distance },
    });
    expect(indices(c(1))).toEqual([]);
    expect(indices(c(15))).toEqual([2]);
  });
  it('no hit means the rule is not hit and scores nothing', () => {
    const outcome = run({ no: 1, kind: 'keyword', side: 0, words: ['投诉'], match: 'any' });
    expect(outcome).toMatchObject({ hit: false, score: 0, evidence: [] });
  });
});

describe('regular-expression conditions', () => {
  it('matches per sentence with spans', () => {
    const outcome = run({ no: 1, kind: 'regex', side: 1, pattern: '[三四五]个工作日' });
    expect(outcome.evidence).toEqual([expect.objectContaining({ index: 4, spans: [{ start: 4, end: 9 }] })]);
  });
  it('ignoreCase is honoured', () => {
    const sentences: Sentence[] = [{ role: 1, text: 'VIP 客户', start_ms: 0, end_ms: 1000 }];
    expect(indices({ no: 1, kind: 'regex', side: 0, pattern: 'vip' }, sentences)).toEqual([]);
    expect(indices({ no: 1, kind: 'regex', side: 0, pattern: 'vip', ignoreCase: true }, sentences)).toEqual([
      0,
    ]);
  });
  it('empty matches do not count as hits', () => {
    expect(indices({ no: 1, kind: 'regex', side: 0, pattern: 'x*' })).toEqual([]);
  });
});

describe('speech-rate conditions', () => {
  // Sentence 4: 21 spoken characters in 0.8 s = 1575 per minute. Sentence 0: 18 in 4 s = 270; sentence 6: 8 in 2 s = 240.
  it('above a rate', () => {
    expect(indices({ no: 1, kind: 'speechRate', side: 1, op: 'above', cpm: 400 })).toEqual([4]);
  });
  it('below a rate', () => {
    expect(indices({ no: 1, kind: 'speechRate', side: 1, op: 'below', cpm: 300 })).toEqual([0, 6]);
  });
  it('punctuation does not count and short sentences can be ignored', () => {
    const one: Sentence[] = [{ role: 2, text: '好的。', start_ms: 0, end_ms: 600 }]; // 2 chars in 0.01 min = 200
    expect(indices({ no: 1, kind: 'speechRate', side: 0, op: 'above', cpm: 199 }, one)).toEqual([0]);
    expect(indices({ no: 1, kind: 'speechRate', side: 0, op: 'above', cpm: 200 }, one)).toEqual([]);
    expect(indices({ no: 1, kind: 'speechRate', side: 0, op: 'above', cpm: 100, minChars: 3 }, one)).toEqual(
      [],
    );
  });
  it('a sentence without duration is skipped', () => {
    const zero: Sentence[] = [{ role: 1, text: '你好', start_ms: 500, end_ms: 500 }];
    expect(indices({ no: 1, kind: 'speechRate', side: 0, op: 'above', cpm: 0 }, zero)).toEqual([]);
  });
});

describe('silence conditions', () => {
  it('a gap longer than N seconds before a sentence of the side', () => {
    // 10 s → 16 s before sentence 3 (customer).
    expect(indices({ no: 1, kind: 'silence', side: 0, seconds: 5 })).toEqual([3]);
    expect(indices({ no: 1, kind: 'silence', side: 2, seconds: 5 })).toEqual([3]);
    expect(indices({ no: 1, kind: 'silence', side: 1, seconds: 5 })).toEqual([]);
  });
  it('exactly N seconds is not longer than N', () => {
    expect(indices({ no: 1, kind: 'silence', side: 0, seconds: 6 })).toEqual([]);
  });
  it('measures from the latest end, so an earlier long sentence hides no gap', () => {
    const overlap: Sentence[] = [
      { role: 1, text: '一段很长的话', start_ms: 0, end_ms: 10000 },
      { role: 2, text: '嗯', start_ms: 1000, end_ms: 1500 },
      { role: 2, text: '好', start_ms: 11000, end_ms: 11500 },
    ];
    expect(indices({ no: 1, kind: 'silence', side: 0, seconds: 2 }, overlap)).toEqual([]);
  });
  it('the call opening is not a silence', () => {
    const late: Sentence[] = [{ role: 1, text: '喂', start_ms: 9000, end_ms: 9500 }];
    expect(indices({ no: 1, kind: 'silence', side: 0, seconds: 1 }, late)).toEqual([]);
  });
});

describe('interruption conditions', () => {
  // Sentence 2 (agent) starts at 6.5 s while the customer speaks until 7 s; sentence 4 (agent) starts at 16.2 s
  // while the customer speaks until 16.5 s.
  it('counts starts while the other side still speaks', () => {
    expect(indices({ no: 1, kind: 'interruption', side: 1, times: 2 })).toEqual([2, 4]);
  });
  it('fewer than N times is no hit', () => {
    expect(indices({ no: 1, kind: 'interruption', side: 1, times: 3 })).toEqual([]);
  });
  it('only the side that interrupts', () => {
    expect(indices({ no: 1, kind: 'interruption', side: 2, times: 1 })).toEqual([]);
  });
  it('touching turns are not interruptions', () => {
    // Sentence 6 starts at 18 s exactly when sentence 5 ends.
    expect(indices({ no: 1, kind: 'interruption', side: 1, times: 1 })).not.toContain(6);
  });
});

describe('emotion conditions', () => {
  it('sentences tagged with one of the emotions', () => {
    expect(indices({ no: 1, kind: 'emotion', side: 2, tags: ['angry'] })).toEqual([1]);
    expect(indices({ no: 1, kind: 'emotion', side: 2, tags: ['angry', 'calm'] })).toEqual([1, 3]);
  });
  it('untagged transcripts never hit', () => {
    const plain = call.map(({ emotion: _emotion, ...s }) => s);
    expect(indices({ no: 1, kind: 'emotion', side: 0, tags: ['angry'] }, plain)).toEqual([]);
  });
});

describe('ranges', () => {
  it('first N sentences of the side', () => {
    const c: Condition = {
      no: 1,
      kind: 'keyword',
      side: 1,
      words: ['您'],
      match: 'any',
      range: { kind: 'first', n: 1 },
    };
    expect(indices(c)).toEqual([0]);
  });
  it('last N sentences of the side', () => {
    const c: Condition = {
      no: 1,
      kind: 'keyword',
      side: 1,
      words: ['再见', '您好'],
      match: 'any',
      range: { kind: 'last', n: 2 },
    };
    expect(indices(c)).toEqual([6]);
  });
  it('first or last 0 sentences look at nothing', () => {
    expect(
      indices({
        no: 1,
        kind: 'keyword',
        side: 0,
        words: ['您'],
        match: 'any',
        range: { kind: 'first', n: 0 },
      }),
    ).toEqual([]);
    expect(
      indices({
        no: 1,
        kind: 'keyword',
        side: 0,
        words: ['您'],
        match: 'any',
        range: { kind: 'last', n: 0 },
      }),
    ).toEqual([]);
  });
  it('N sentences around another condition', () => {
    const conditions: Condition[] = [
      // Condition 2 is listed first: the engine runs condition 1 before it anyway.
      {
        no: 2,
        kind: 'keyword',
        side: 1,
        words: ['抱歉'],
        match: 'any',
        range: { kind: 'around', of: 1, n: 1 },
      },
      { no: 1, kind: 'emotion', side: 2, tags: ['angry'] },
    ];
    const outcome = runRule(
      { id: 9, name: 'apology after anger', conditions, logic: '1&&2', score: 3 },
      call,
    );
    expect(outcome).toMatchObject({ hit: true, score: 3 });
    expect(outcome.evidence.map((e) => [e.condition, e.index])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    const far = runRule(
      {
        id: 9,
        name: 'far',
        conditions: [conditions[1]!, { ...conditions[0]!, words: ['再见'] } as Condition],
        logic: '1&&2',
        score: 3,
      },
      call,
    );
    expect(far.hit).toBe(false);
  });
});

describe('rules combining conditions', () => {
  const greeting: Condition = {
    no: 1,
    kind: 'keyword',
    side: 1,
    words: ['您好'],
    match: 'any',
    range: { kind: 'first', n: 1 },
  };
  const farewell: Condition = {
    no: 2,
    kind: 'keyword',
    side: 1,
    words: ['再见'],
    match: 'any',
    range: { kind: 'last', n: 1 },
  };
  const complaint: Condition = { no: 3, kind: 'keyword', side: 2, words: ['投诉'], match: 'any' };
  it('empty logic means all conditions', () => {
    expect(
      runRule({ id: 1, name: 'r', conditions: [greeting, farewell], logic: '', score: 2 }, call),
    ).toMatchObject({
      hit: true,
      score: 2,
    });
    expect(
      runRule({ id: 1, name: 'r', conditions: [greeting, complaint], logic: '', score: 2 }, call).hit,
    ).toBe(false);
  });
  it('negated conditions give no evidence', () => {
    const outcome = runRule(
      { id: 1, name: 'r', conditions: [greeting, complaint], logic: '1&&!3', score: -1 },
      call,
    );
    expect(outcome.hit).toBe(true);
    expect(outcome.evidence.map((e) => e.condition)).toEqual([1]);
  });
  it('a rule with problems refuses to run', () => {
    expect(() => runRule({ id: 1, name: 'r', conditions: [greeting], logic: '1&&', score: 1 }, call)).toThrow(
      /logicUnexpectedEnd/,
    );
  });
});
