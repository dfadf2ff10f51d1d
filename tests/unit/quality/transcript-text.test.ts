import { parseTranscript } from '@/features/quality/transcript-text';

const names = { agent: '坐席', customer: '客户' };

describe('a transcript pasted as text (quality rule try-run)', () => {
  it('reads the side from an ASCII or a full-width colon; a line without a side continues the one before', () => {
    const sentences = parseTranscript('坐席：您好\n客户: 你好\n想了解价格\n\n坐席:好的', names);
    expect(sentences.map((s) => [s.role, s.text])).toEqual([
      [1, '您好'],
      [2, '你好'],
      [2, '想了解价格'],
      [1, '好的'],
    ]);
  });

  it('keeps an unknown name as text, and times lines at 4 characters a second with half a second between', () => {
    const [first, second] = parseTranscript('主管：插一句\n客户：嗯', names);
    expect(first).toEqual({ role: 1, text: '主管：插一句', start_ms: 500, end_ms: 500 + 6 * 250 });
    expect(second).toMatchObject({ role: 2, text: '嗯', start_ms: first!.end_ms + 500 });
  });
});
