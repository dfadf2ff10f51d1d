import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { DeleteConfirm } from '@/components/delete-confirm';
import '@/i18n';

function Row({ own }: { own?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <DeleteConfirm title={own ? t('confirmDelete') : undefined} onConfirm={() => undefined}>
      <button type="button">删除</button>
    </DeleteConfirm>
  );
}

it('[ERR-02] a delete confirmation without its own question asks 确认删除？', async () => {
  render(<Row />);
  await userEvent.click(screen.getByRole('button', { name: '删除' }));
  expect(await screen.findByText('确认删除？')).toBeInTheDocument();
});

it('[ERR-01] the console-wide delete question is 确认删除吗？', async () => {
  render(<Row own />);
  await userEvent.click(screen.getByRole('button', { name: '删除' }));
  expect(await screen.findByText('确认删除吗？')).toBeInTheDocument();
});
