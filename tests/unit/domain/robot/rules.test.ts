import { allowedActions, copyName, type ScriptAction } from '@/domain/robot/rules';

const all: ScriptAction[] = [
  'edit',
  'delete',
  'questionStudy',
  'editRecording',
  'downloadRecording',
  'train',
];
const actions = (status: number, own = 1) => all.filter((a) => allowedActions(status, own).has(a));

describe('script actions by status and own flag', () => {
  it('[SCRIPT-13] [SCRIPT-16] status 0 (test) allows every action', () => {
    expect(actions(0)).toEqual(all);
  });
  it('[SCRIPT-17] status 1 (in review) allows delete, question study, download recording, train', () => {
    expect(actions(1)).toEqual(['delete', 'questionStudy', 'downloadRecording', 'train']);
  });
  it('[SCRIPT-18] status 2 (approved) allows all but edit', () => {
    expect(actions(2)).toEqual(['delete', 'questionStudy', 'editRecording', 'downloadRecording', 'train']);
  });
  it('[SCRIPT-19] status 3 (rejected) allows what status 0 allows', () => {
    expect(actions(3)).toEqual(actions(0));
  });
  it('[SCRIPT-20] status 4 (experience) with own 0 allows only delete', () => {
    expect(actions(4, 0)).toEqual(['delete']);
  });
  it('[SCRIPT-21] status 4 with own 1 allows all but edit', () => {
    expect(actions(4, 1)).toEqual(['delete', 'questionStudy', 'editRecording', 'downloadRecording', 'train']);
  });
});

describe('copy name', () => {
  it('[SCRIPT-34] appends "- 复制" only when the name is shorter than the maximum minus 4', () => {
    expect(copyName('信用卡分期', '- 复制')).toBe('信用卡分期- 复制');
    expect(copyName('a'.repeat(65), '- 复制')).toBe(`${'a'.repeat(65)}- 复制`);
    expect(copyName('a'.repeat(66), '- 复制')).toBe('a'.repeat(66));
    expect(copyName('a'.repeat(8), '- 复制', 12)).toBe('a'.repeat(8));
  });
});
