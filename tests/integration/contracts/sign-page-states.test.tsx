import { screen, within } from '@testing-library/react';
import { statusOf } from '@mocks/db/contract-state';
import { contractTable, type ContractRow } from '@mocks/db/contracts';
import { renderApp } from '@tests/support/render-app';
import { SLOW, slowSuite } from '@tests/support/slow';
import { fill } from '../crm/fill';

// PDF.js does not run in jsdom: a contract's PDF opens as three A4 pages that draw nothing.
jest.mock('@/features/contracts/position-pdf/use-pdf-document', () => {
  const doc = {
    pages: [1, 2, 3].map(() => ({ width: 595.28, height: 841.89 })),
    draw: () => Promise.resolve(),
    destroy: () => undefined,
  };
  return { usePdfDocument: () => ({ doc, failed: false }), preloadPdfjs: () => undefined };
});

// jsdom cannot draw on a canvas: the pad holds a drawn signature
jest.mock('signature_pad', () => ({
  __esModule: true,
  default: class {
    isEmpty = () => false;
    toDataURL = () =>
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    clear = () => undefined;
    off = () => undefined;
  },
}));

slowSuite();

/** A seeded contract with a signing link, in the state `status` reads as (6: expired while waiting). */
const linked = (status: number, archived = false) =>
  contractTable.list((c) => !!c.sign_token && statusOf(c) === status && !!c.archived_at === archived)[0]!;

const preview = async () => within(await screen.findByTestId('contract-preview', {}, SLOW));

/** What the preview's two signing tags say for a contract, by its stored state. */
const expectedTags = (c: ContractRow) => [
  c.company_signed_at ? '甲方已盖章（公司公章）' : '甲方未盖章',
  c.signed_at ? `乙方已签署（${c.signed_at}）` : '乙方未签署',
];

it.each([
  ['待签署', 3, false],
  ['已签署', 4, false],
  ['已签署并归档', 4, true],
  ['已拒签', 5, false],
  ['已过期', 6, false],
  ['已撤回', 7, false],
])(
  'the signing page of a contract %s tells the customer both sides’ signing as the contract stands',
  async (_name, status, archived) => {
    const c = linked(status, archived);
    // every contract behind a link went out sealed by the company: the customer is told so
    expect(c.company_signed_at).not.toBeNull();
    renderApp(undefined, { url: `/sign/${c.sign_token}` });
    const p = await preview();
    for (const text of expectedTags(c)) expect(p.getByText(text)).toBeInTheDocument();
    expect(p.queryByText('甲方未盖章')).toBeNull();
  },
);

it('once the customer signs, the page says 乙方已签署 with the time the contract records', async () => {
  const c = linked(3);
  const view = renderApp(undefined, { url: `/sign/${c.sign_token}` });
  expect((await preview()).getByText('乙方未签署')).toBeInTheDocument();
  await fill(await screen.findByLabelText('验证码'), c.sign_code!);
  await view.user.click(screen.getByRole('button', { name: '确认签署' }));
  await screen.findByRole('link', { name: '下载已签署合同' }, SLOW);
  const signed = contractTable.get(c.id)!;
  expect(signed.signed_at).not.toBeNull();
  const p = await preview();
  expect(p.getByText(`乙方已签署（${signed.signed_at}）`)).toBeInTheDocument();
  expect(p.getByText('甲方已盖章（公司公章）')).toBeInTheDocument();
});

it('one contract, one 甲方: the seeded 销售合同’s fields name the parties its header names (issue 45)', async () => {
  const c = contractTable.list((r) => r.ct_id === 1 && !!r.sign_token)[0]!;
  renderApp(undefined, { url: `/sign/${c.sign_token}` });
  const p = await preview();
  /** The value beside a label of the preview's tables. */
  const cell = (label: string) =>
    p.getByText(label, { selector: 'th, th *' }).closest('tr')!.querySelector('td')!;
  const masked = c.customer_phone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');
  expect(cell('甲方')).toHaveTextContent('星河智能科技有限公司');
  expect(cell('甲方名称')).toHaveTextContent(/^星河智能科技有限公司$/);
  expect(cell('乙方')).toHaveTextContent(`${c.customer_name} ${masked}`);
  expect(cell('乙方联系电话')).toHaveTextContent(new RegExp(`^${masked.replace(/\*/g, '\\*')}$`));
  // the template puts 甲方名称 on page 1 of the contract itself
  expect(
    within(screen.getByRole('img', { name: '合同第1页，共3页' }).parentElement!).getByText(
      '星河智能科技有限公司',
    ),
  ).toBeInTheDocument();
});
