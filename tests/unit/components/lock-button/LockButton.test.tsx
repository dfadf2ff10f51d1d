import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOCK_MS, LockButton } from '@/components/lock-button';

describe('LockButton', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.clearAllTimers();
    jest.useRealTimers();
  });

  const setupUser = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const button = () => screen.getByRole('button', { name: /呼\s*叫/ });

  it('[CALL-26] locks for 2000 ms', () => {
    expect(LOCK_MS).toBe(2000);
  });

  it('[CALL-26] calls onClick, is disabled until 1999 ms and enabled again at 2000 ms', async () => {
    const user = setupUser();
    const onClick = jest.fn();
    render(<LockButton onClick={onClick}>呼叫</LockButton>);

    expect(button()).toBeEnabled();
    await user.click(button());
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button()).toBeDisabled();

    act(() => jest.advanceTimersByTime(1999));
    expect(button()).toBeDisabled();

    act(() => jest.advanceTimersByTime(1));
    expect(button()).toBeEnabled();
  });

  it('[CALL-26] does not forward a click made during the lock', async () => {
    const user = setupUser();
    const onClick = jest.fn();
    render(<LockButton onClick={onClick}>呼叫</LockButton>);

    await user.click(button());
    act(() => jest.advanceTimersByTime(1000));
    await user.click(button());
    fireEvent.click(button());
    expect(onClick).toHaveBeenCalledTimes(1);

    act(() => jest.advanceTimersByTime(LOCK_MS));
    await user.click(button());
    expect(onClick).toHaveBeenCalledTimes(2);
    expect(button()).toBeDisabled();
  });

  it('[CALL-26] locks again from each accepted click, not from the first one', async () => {
    const user = setupUser();
    const onClick = jest.fn();
    render(<LockButton onClick={onClick}>呼叫</LockButton>);

    await user.click(button());
    act(() => jest.advanceTimersByTime(LOCK_MS));
    act(() => jest.advanceTimersByTime(500));
    await user.click(button());
    act(() => jest.advanceTimersByTime(LOCK_MS - 1));
    expect(button()).toBeDisabled();
    act(() => jest.advanceTimersByTime(1));
    expect(button()).toBeEnabled();
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('passes the click event to onClick and the other props to the Button', async () => {
    const user = setupUser();
    const onClick = jest.fn();
    render(
      <LockButton type="primary" className="dial" onClick={onClick}>
        呼叫
      </LockButton>,
    );

    expect(button()).toHaveClass('ant-btn-primary', 'dial');
    await user.click(button());
    expect(onClick).toHaveBeenCalledWith(expect.objectContaining({ type: 'click' }));
  });

  it('stays disabled after the lock when the caller disables it', async () => {
    const user = setupUser();
    const { rerender } = render(<LockButton onClick={jest.fn()}>呼叫</LockButton>);
    await user.click(button());
    rerender(
      <LockButton disabled onClick={jest.fn()}>
        呼叫
      </LockButton>,
    );

    act(() => jest.advanceTimersByTime(LOCK_MS));
    expect(button()).toBeDisabled();
  });

  it('clears its lock timer on unmount', async () => {
    const user = setupUser();
    // antd keeps timers of its own (wave, motion), so the lock timer is picked out by its delay.
    const setTimeoutSpy = jest.spyOn(globalThis, 'setTimeout');
    const clearTimeoutSpy = jest.spyOn(globalThis, 'clearTimeout');
    const { unmount } = render(<LockButton onClick={jest.fn()}>呼叫</LockButton>);
    await user.click(button());
    const lockCall = setTimeoutSpy.mock.calls.findIndex(([, ms]) => ms === LOCK_MS);
    expect(lockCall).toBeGreaterThanOrEqual(0);
    const lockTimer = setTimeoutSpy.mock.results[lockCall]?.value;

    unmount();
    expect(clearTimeoutSpy).toHaveBeenCalledWith(lockTimer);
    setTimeoutSpy.mockRestore();
    clearTimeoutSpy.mockRestore();
  });
});
