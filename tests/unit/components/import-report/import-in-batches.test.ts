import { importInBatches, type BatchAnswer } from '@/components/import-report';

const rows = (n: number) => Array.from({ length: n }, (_v, i) => ({ row: i + 2 }));
const taken = (batch: { row: number }[]): BatchAnswer => ({
  data: { data: { success: batch.length, errors: [] } },
});

it('sends the rows in batches of the given size, one after the other, saying how far it got after each', async () => {
  const sizes: number[] = [];
  const progress: number[] = [];
  const outcome = await importInBatches(rows(450), {
    size: 200,
    send: async (batch) => {
      sizes.push(batch.length);
      return taken(batch);
    },
    failed: () => 'never',
    onProgress: (done) => progress.push(done),
  });
  expect(sizes).toEqual([200, 200, 50]);
  expect(progress).toEqual([200, 400, 450]);
  expect(outcome).toEqual({ total: 450, success: 450, errors: [] });
});

it('accounts for every row: the refused rows the server names, and each row of a refused batch with its message, in row order', async () => {
  let call = 0;
  const outcome = await importInBatches(rows(5), {
    size: 2,
    send: async (batch) => {
      call += 1;
      // the second batch (rows 4 and 5) is refused whole; the third names its row 6
      if (call === 2) return { error: { status: 'ENVELOPE', msg: '服务繁忙' } };
      if (call === 3) return { data: { data: { success: 0, errors: [{ row: 6, msg: '号码格式不正确' }] } } };
      return taken(batch);
    },
    failed: (msg) => `该批次导入失败：${msg ?? ''}`,
  });
  expect(outcome).toEqual({
    total: 5,
    success: 2,
    errors: [
      { row: 4, msg: '该批次导入失败：服务繁忙' },
      { row: 5, msg: '该批次导入失败：服务繁忙' },
      { row: 6, msg: '号码格式不正确' },
    ],
  });
});

it('gives the screen no message to quote when the refusal carries none (the network)', async () => {
  const outcome = await importInBatches(rows(1), {
    size: 10,
    send: async () => ({ error: new Error('offline') }),
    failed: (msg) => msg ?? '导入失败',
  });
  expect(outcome.errors).toEqual([{ row: 2, msg: '导入失败' }]);
});
