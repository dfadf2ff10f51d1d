import { applyServerErrors } from '@/components/form-dialog';

const form = () => ({ setFields: jest.fn() });

describe('applyServerErrors: a refused save’s messages under its fields', () => {
  it('puts each field message of the failure envelope under its field, nested names as paths', () => {
    const f = form();
    const error = {
      status: 'ENVELOPE',
      code: 1001,
      msg: '参数错误',
      data: { errors: { phone: '手机号格式不正确', 'attributes.attr_1': '请填写合同编号' } },
    };
    expect(applyServerErrors(f, error, 'name')).toBe(true);
    expect(f.setFields).toHaveBeenCalledWith([
      { name: ['phone'], errors: ['手机号格式不正确'] },
      { name: ['attributes', 'attr_1'], errors: ['请填写合同编号'] },
    ]);
  });

  it('puts a duplicate name’s message (code 1002) under the name field', () => {
    const f = form();
    expect(applyServerErrors(f, { status: 'ENVELOPE', code: 1002, msg: '名称已存在' }, 'name')).toBe(true);
    expect(f.setFields).toHaveBeenCalledWith([{ name: 'name', errors: ['名称已存在'] }]);
  });

  it('leaves the form alone for other failures (the request layer shows them)', () => {
    const f = form();
    expect(applyServerErrors(f, { status: 'ENVELOPE', code: 1, msg: '请求异常' }, 'name')).toBe(false);
    expect(applyServerErrors(f, { status: 500, msg: '请求异常' }, 'name')).toBe(false);
    expect(applyServerErrors(f, { status: 'ENVELOPE', code: 1002, msg: '名称已存在' })).toBe(false);
    expect(applyServerErrors(undefined, { status: 'ENVELOPE', code: 1002, msg: 'x' }, 'name')).toBe(false);
    expect(f.setFields).not.toHaveBeenCalled();
  });
});
