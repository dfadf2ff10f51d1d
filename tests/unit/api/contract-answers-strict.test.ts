/**
 * @jest-environment node
 */
import { expectContractAnswer } from '@tests/support/contract';

// An answer the console's generated types do not describe is a contract break, not something that passes.
describe('answers checked against the contract, undeclared properties included', () => {
  const status = { code: 0, msg: '', data: { current_status: 1 } };

  it('accepts an answer that holds what the contract declares', async () => {
    await expect(expectContractAnswer('/api/home/sipStatusInfo', 200, status)).resolves.toBeUndefined();
  });

  it('refuses a property the contract does not declare, in data or in the envelope', async () => {
    await expect(
      expectContractAnswer('/api/home/sipStatusInfo', 200, {
        ...status,
        data: { current_status: 1, since: 5 },
      }),
    ).rejects.toThrow(/breaks the contract[\s\S]*since/);
    await expect(
      expectContractAnswer('/api/home/sipStatusInfo', 200, { ...status, trace: 'x' }),
    ).rejects.toThrow(/breaks the contract[\s\S]*trace/);
    await expect(
      expectContractAnswer('/api/home/sipStatusInfo', 200, {
        code: 1,
        msg: '已签入',
        data: null,
        stack: 'at …',
      }),
    ).rejects.toThrow(/breaks the contract[\s\S]*stack/);
  });
});
