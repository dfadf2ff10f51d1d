import { screen, waitFor } from '@testing-library/react';
import { contractTable } from '@mocks/db/contracts';
import { slowSuite, SLOW } from '@tests/support/slow';
import { fill } from '../crm/fill';
import { openPage } from './support';

// PDF.js does not run in jsdom: the contract opens as three A4 pages that draw nothing.
jest.mock('@/features/contracts/position-pdf/use-pdf-document', () => {
  const doc = {
    pages: [1, 2, 3].map(() => ({ width: 595.28, height: 841.89 })),
    draw: () => Promise.resolve(),
    destroy: () => undefined,
  };
  return { usePdfDocument: () => ({ doc, failed: false }), preloadPdfjs: () => undefined };
});

slowSuite();

const STALE = '数据已被他人修改，请刷新后重试';

it('[REQ-14] a contract someone else saved meanwhile: the save is refused with the message, the form keeps what was typed, and 刷新 shows their change', async () => {
  const draft = contractTable.list((c) => c.status === 0)[0]!;
  const view = await openPage(`/contract/contractEdit?id=${draft.id}`, () =>
    expect(screen.getByLabelText('合同名称')).toHaveValue(draft.contract_name),
  );
  await fill(screen.getByLabelText('合同名称'), '我改的合同名称');

  // another person saves the contract first
  contractTable.update(draft.id, { remark: '他人写的备注' });
  await view.user.click(screen.getByRole('button', { name: '保存草稿' }));
  const alert = await screen.findByRole('alert', {}, SLOW);
  expect(alert).toHaveTextContent(STALE);
  expect(screen.getByLabelText('合同名称')).toHaveValue('我改的合同名称');
  expect(screen.getByLabelText('备注')).toHaveValue(draft.remark);
  expect(contractTable.get(draft.id)).toMatchObject({
    remark: '他人写的备注',
    contract_name: draft.contract_name,
  });

  await view.user.click(screen.getByRole('button', { name: /^刷\s?新$/ }));
  await waitFor(() => expect(screen.getByLabelText('备注')).toHaveValue('他人写的备注'), SLOW);
  expect(screen.getByLabelText('合同名称')).toHaveValue(draft.contract_name);
  expect(screen.queryByText(STALE)).not.toBeInTheDocument();
});
