import { render, screen } from '@testing-library/react';
import '@/i18n/signed-in';
import { KpiCard } from '@/features/callcenter-stats/components/KpiCard';

const changeLine = () => screen.getByText(/^(较上期|上期无数据)/);

it.each([
  [0.052, '较上期 5.2%', 'arrow-up', 'success'],
  [-0.001, '较上期 0.1%', 'arrow-down', 'danger'],
  // rounds to 0.0%: no direction to show
  [0.0004, '较上期 0.0%', null, 'secondary'],
  [-0.0004, '较上期 0.0%', null, 'secondary'],
  [0, '较上期 0.0%', null, 'secondary'],
  [null, '上期无数据', null, 'secondary'],
])(
  '[ROUTES-CALLCENTRE-02] a change of %p reads "%s" with %p and the %s colour',
  (change, text, arrow, type) => {
    render(<KpiCard title="呼叫数" value={100} change={change} />);
    const line = changeLine();
    expect(line).toHaveTextContent(new RegExp(`^\\s*${text}$`));
    expect(line.closest('.ant-typography')).toHaveClass(`ant-typography-${type}`);
    const icons = screen.queryAllByRole('img');
    if (arrow) expect(icons.map((i) => i.getAttribute('aria-label'))).toEqual([arrow]);
    else expect(icons).toHaveLength(0);
  },
);

it('a figure without a period to compare shows no change line', () => {
  render(<KpiCard title="平均处理时长" value="0:02:04" />);
  expect(screen.queryByText(/^(较上期|上期无数据)/)).toBeNull();
});
