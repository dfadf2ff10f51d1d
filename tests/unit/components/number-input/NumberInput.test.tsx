import { createEvent, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { NumberInput } from '@/components/number-input';
import { isAllowedNumberKey } from '@/components/number-input/allowed-keys';

type KeyInit = { key: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean };

/** Fires one keydown on the input and tells whether the component prevented it. */
function keyDownPrevented(input: HTMLElement, init: KeyInit): boolean {
  const event = createEvent.keyDown(input, init);
  fireEvent(input, event);
  return event.defaultPrevented;
}

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
// ArrowUp/ArrowDown are left out: InputNumber itself prevents them to step the value (tested below).
const EDITING_KEYS = [
  'Backspace',
  'Delete',
  'Tab',
  'Enter',
  'Escape',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
];
const BLOCKED_KEYS = ['a', 'Z', 'e', 'E', '.', ',', '+', '=', ' ', '中', 'Shift', 'F5', 'Process'];

describe('NumberInput key filtering', () => {
  it.each([...DIGITS, '-'])('[FLOW-50] lets the key %s through', (key) => {
    render(<NumberInput aria-label="count" />);
    expect(keyDownPrevented(screen.getByRole('spinbutton'), { key })).toBe(false);
  });

  it.each(EDITING_KEYS)('[FLOW-50] lets the navigation key %s through', (key) => {
    render(<NumberInput aria-label="count" />);
    expect(keyDownPrevented(screen.getByRole('spinbutton'), { key })).toBe(false);
  });

  it.each(BLOCKED_KEYS)('[FLOW-50] prevents the key %j', (key) => {
    render(<NumberInput aria-label="count" />);
    expect(keyDownPrevented(screen.getByRole('spinbutton'), { key })).toBe(true);
  });

  it('[FLOW-50] lets Ctrl/Cmd shortcuts (copy, paste, select all) through', () => {
    render(<NumberInput aria-label="count" />);
    const input = screen.getByRole('spinbutton');
    for (const key of ['c', 'v', 'x', 'a', 'z']) {
      expect(keyDownPrevented(input, { key, ctrlKey: true })).toBe(false);
      expect(keyDownPrevented(input, { key, metaKey: true })).toBe(false);
    }
  });

  it('[FLOW-50] prevents Ctrl+Alt (AltGr) combinations, which type characters', () => {
    render(<NumberInput aria-label="count" />);
    expect(keyDownPrevented(screen.getByRole('spinbutton'), { key: 'e', ctrlKey: true, altKey: true })).toBe(
      true,
    );
  });

  it('[FLOW-50] lets ArrowUp and ArrowDown reach InputNumber, which steps the value', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<NumberInput aria-label="count" defaultValue={5} onChange={onChange} />);
    const input = screen.getByRole('spinbutton');

    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveValue('6');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveValue('4');
    expect(onChange).toHaveBeenLastCalledWith(4);
  });

  it('[FLOW-50] types only the digits and minus of what the user types', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<NumberInput aria-label="count" onChange={onChange} />);
    const input = screen.getByRole('spinbutton');

    await user.type(input, '-1a2.3e4 ');
    expect(input).toHaveValue('-1234');
    expect(onChange).toHaveBeenLastCalledWith(-1234);
  });

  it('still calls the caller’s onKeyDown', () => {
    const onKeyDown = jest.fn();
    render(<NumberInput aria-label="count" onKeyDown={onKeyDown} />);
    keyDownPrevented(screen.getByRole('spinbutton'), { key: '7' });
    expect(onKeyDown).toHaveBeenCalledWith(expect.objectContaining({ key: '7' }));
  });

  it('[FLOW-50] isAllowedNumberKey allows the step keys and rejects letters and multi-character text', () => {
    const plain = { ctrlKey: false, metaKey: false, altKey: false };
    expect(isAllowedNumberKey({ ...plain, key: 'ArrowUp' })).toBe(true);
    expect(isAllowedNumberKey({ ...plain, key: 'ArrowDown' })).toBe(true);
    expect(isAllowedNumberKey({ ...plain, key: '12' })).toBe(false);
    expect(isAllowedNumberKey({ ...plain, key: 'a' })).toBe(false);
  });
});

describe('NumberInput clamping', () => {
  it('[FLOW-51] clamps a value typed over max to max when the field loses focus', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<NumberInput aria-label="count" min={1} max={100} onChange={onChange} />);
    const input = screen.getByRole('spinbutton');

    await user.type(input, '500');
    await user.tab();

    expect(input).toHaveValue('100');
    expect(onChange).toHaveBeenLastCalledWith(100);
    for (const [value] of onChange.mock.calls) expect(value).toBeLessThanOrEqual(100);
  });

  it('[FLOW-51] clamps a value typed under min to min when the field loses focus', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<NumberInput aria-label="count" min={0} max={100} onChange={onChange} />);
    const input = screen.getByRole('spinbutton');

    await user.type(input, '-5');
    await user.tab();

    expect(input).toHaveValue('0');
    expect(onChange).toHaveBeenLastCalledWith(0);
  });

  it('[FLOW-51] clamps on Enter too', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<NumberInput aria-label="count" min={10} max={20} onChange={onChange} />);
    const input = screen.getByRole('spinbutton');

    await user.type(input, '99{Enter}');

    expect(input).toHaveValue('20');
    expect(onChange).toHaveBeenLastCalledWith(20);
  });

  it('[FLOW-51] submits the clamped value from an antd Form', async () => {
    const user = userEvent.setup();
    const onFinish = jest.fn();
    render(
      <Form onFinish={onFinish}>
        <Form.Item label="并发数" name="concurrency">
          <NumberInput min={1} max={30} />
        </Form.Item>
        <Button htmlType="submit">保存</Button>
      </Form>,
    );

    await user.type(screen.getByLabelText('并发数'), '45');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));

    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ concurrency: 30 }));
    expect(screen.getByLabelText('并发数')).toHaveValue('30');
  });

  it('passes a cleared field on as null', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<NumberInput aria-label="count" min={1} max={100} defaultValue={5} onChange={onChange} />);

    await user.clear(screen.getByRole('spinbutton'));

    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
