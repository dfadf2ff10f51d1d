import { render, screen } from '@testing-library/react';
import { ClippedText } from '@/components/clipped-text';

describe('ClippedText', () => {
  it('cuts its line with an ellipsis and gives the whole text as its title', () => {
    render(<ClippedText title="一段很长很长的答案，一行放不下" />);
    const line = screen.getByText('一段很长很长的答案，一行放不下');
    expect(line).toHaveAttribute('title', '一段很长很长的答案，一行放不下');
    expect(line).toHaveStyle({ overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' });
  });

  it('shows its own content, titled with the whole text, in the style it is given', () => {
    render(
      <ClippedText title="退款规则" style={{ flex: 1 }}>
        <strong>标题</strong>：退款规则
      </ClippedText>,
    );
    const line = screen.getByTitle('退款规则');
    expect(line).toHaveTextContent('标题：退款规则');
    expect(line).toHaveStyle({ flex: '1', textOverflow: 'ellipsis' });
  });
});
