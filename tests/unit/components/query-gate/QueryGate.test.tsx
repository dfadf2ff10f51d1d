import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryGate, type GatedAnswer } from '@/components/query-gate';
import '@/i18n';

const answer = <T,>(data?: T, isError = false): GatedAnswer<T> & { refetch: jest.Mock } => ({
  data,
  isError,
  refetch: jest.fn(),
});

function Gate({ answers }: { answers: [GatedAnswer<{ name: string }>, GatedAnswer<number[]>] }) {
  return (
    <QueryGate answers={answers} failed="积分设置加载失败">
      {(script, levels) => (
        <p>
          {script.name}：{levels.length} 个等级
        </p>
      )}
    </QueryGate>
  );
}

describe('QueryGate', () => {
  it('shows a placeholder until every answer has come, then the part drawn from all of them', () => {
    const { rerender } = render(<Gate answers={[answer({ name: '教育话术' }), answer<number[]>()]} />);
    expect(screen.getByRole('status', { name: '加载中…' })).toBeInTheDocument();
    expect(screen.queryByText(/教育话术/)).not.toBeInTheDocument();

    rerender(<Gate answers={[answer({ name: '教育话术' }), answer([60, 40])]} />);
    expect(screen.getByText('教育话术：2 个等级')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('an answer that failed says so and 重试 asks for it again, not for the ones that came', async () => {
    const came = answer({ name: '教育话术' });
    const failed = answer<number[]>(undefined, true);
    render(<Gate answers={[came, failed]} />);
    expect(screen.getByText('积分设置加载失败')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
    expect(came.refetch).not.toHaveBeenCalled();
  });

  it('a refresh that fails after the data came keeps the part drawn', () => {
    render(<Gate answers={[answer({ name: '教育话术' }, true), answer([1])]} />);
    expect(screen.getByText('教育话术：1 个等级')).toBeInTheDocument();
  });
});
