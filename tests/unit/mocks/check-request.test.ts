import { checkFields, limitsOfPath } from '@mocks/contract/check-request';

describe('the demo backend checks request bodies against the contract', () => {
  const customerAdd = limitsOfPath('crm/customer/add')!;

  it('reads the limits of a path from the generated contract', () => {
    expect(customerAdd.name).toMatchObject({ required: true, maxLength: 20 });
    expect(limitsOfPath('crm/node')).toBeUndefined();
  });

  it('names a missing or too long field with the platform texts built from its label', () => {
    const texts = { name: '客户名称', contact_name: '联系人' };
    expect(checkFields({ name: ' ', contact_name: 'x', phone: '13800000000' }, customerAdd, texts)).toEqual({
      field: 'name',
      message: '请输入客户名称',
    });
    expect(checkFields({ name: '客'.repeat(21), contact_name: 'x', phone: '1' }, customerAdd, texts)).toEqual(
      {
        field: 'name',
        message: '客户名称不能超过20个字符',
      },
    );
    expect(
      checkFields({ name: '客'.repeat(20), contact_name: 'x', phone: '13800000000' }, customerAdd, texts),
    ).toBe(undefined);
  });

  it('refuses a value of the wrong type, outside its range or choices, and too many items', () => {
    const limits = {
      id: { required: true, type: 'integer', minimum: 1 },
      kind: { type: 'integer', enum: [0, 1] },
      ids: { type: 'array', maxItems: 2, items: { type: 'integer' } },
      at: { type: ['string', 'null'], pattern: '^\\d{4}$' },
    } as const;
    expect(checkFields({ id: 'x' }, limits)?.message).toBe('id格式不正确');
    expect(checkFields({ id: '0' }, limits)?.field).toBe('id');
    expect(checkFields({ id: '3', kind: '2' }, limits)?.field).toBe('kind');
    expect(checkFields({ id: '3', ids: ['1', '2', '3'] }, limits)?.message).toBe('ids最多2个');
    expect(checkFields({ id: '3', ids: ['1', 'a'] }, limits)?.field).toBe('ids');
    expect(checkFields({ id: '3', at: '20x' }, limits, { at: { invalid: '时间格式不正确' } })?.message).toBe(
      '时间格式不正确',
    );
    expect(checkFields({ id: '3', kind: '1', ids: ['1'], at: '2026' }, limits)).toBeUndefined();
  });
});
