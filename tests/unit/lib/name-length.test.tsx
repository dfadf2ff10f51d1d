import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input } from 'antd';
import { DEFAULT_NAME_MAX, nameLength, nameLengthRule } from '@/lib/name-length';

describe('nameLength', () => {
  it('[FLOW-47] counts a character outside \\x00-\\xff as 2', () => {
    expect(nameLength('中文')).toBe(4);
    expect(nameLength('\u0100')).toBe(2);
    expect(nameLength('，')).toBe(2);
  });

  it('[FLOW-47] counts a character inside \\x00-\\xff as 1', () => {
    expect(nameLength('')).toBe(0);
    expect(nameLength('abc 123')).toBe(7);
    expect(nameLength('\x00\xff')).toBe(2);
    expect(nameLength('é')).toBe(1);
  });

  it('[FLOW-47] counts mixed text character by character', () => {
    expect(nameLength('AI外呼v2')).toBe(8);
  });

  it('[FLOW-47] counts an emoji (a surrogate pair) as 2, once', () => {
    expect('😀'.length).toBe(2);
    expect(nameLength('😀')).toBe(2);
    expect(nameLength('a😀b')).toBe(4);
  });
});

describe('nameLengthRule', () => {
  const validate = (value: unknown, max?: number) => nameLengthRule(max).validator({}, value);

  it('[FLOW-49] has a default maximum of 50', async () => {
    expect(DEFAULT_NAME_MAX).toBe(50);
    await expect(validate('a'.repeat(50))).resolves.toBeUndefined();
    await expect(validate('中'.repeat(25))).resolves.toBeUndefined();
    await expect(validate('a'.repeat(51))).rejects.toThrow('名称不能超过50个字符');
    await expect(validate(`${'中'.repeat(25)}a`)).rejects.toThrow('名称不能超过50个字符');
  });

  it('[FLOW-48] rejects with 名称不能超过{n}个字符, n being the maximum', async () => {
    await expect(validate('中'.repeat(36), 70)).rejects.toThrow(new Error('名称不能超过70个字符'));
    await expect(validate('中'.repeat(35), 70)).resolves.toBeUndefined();
    await expect(validate('abcd', 3)).rejects.toThrow(new Error('名称不能超过3个字符'));
  });

  it('lets empty values through (required is a separate rule)', async () => {
    await expect(validate('', 0)).resolves.toBeUndefined();
    await expect(validate(undefined, 0)).resolves.toBeUndefined();
    await expect(validate(null, 0)).resolves.toBeUndefined();
  });
});

describe('nameLengthRule in an antd Form', () => {
  function NameForm({ onFinish }: { onFinish: (values: { name: string }) => void }) {
    return (
      <Form onFinish={onFinish}>
        <Form.Item label="名称" name="name" rules={[nameLengthRule()]}>
          <Input />
        </Form.Item>
        <Button htmlType="submit">保存</Button>
      </Form>
    );
  }

  it('[FLOW-48] [FLOW-49] shows 名称不能超过50个字符 for a 26-character Chinese name and blocks submit', async () => {
    const user = userEvent.setup();
    const onFinish = jest.fn();
    render(<NameForm onFinish={onFinish} />);

    await user.type(screen.getByLabelText('名称'), '中'.repeat(26));
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));

    expect(await screen.findByText('名称不能超过50个字符')).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('[FLOW-47] accepts a 25-character Chinese name (50 units) and submits it', async () => {
    const user = userEvent.setup();
    const onFinish = jest.fn();
    render(<NameForm onFinish={onFinish} />);

    await user.type(screen.getByLabelText('名称'), '中'.repeat(25));
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));

    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ name: '中'.repeat(25) }));
    expect(screen.queryByText('名称不能超过50个字符')).not.toBeInTheDocument();
  });
});
