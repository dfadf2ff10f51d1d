import { act, createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { contractTemplateTable } from '@mocks/db/contracts';
import { now } from '@mocks/kit/time';
import { server } from '@mocks/node';
import { button } from '@tests/support/buttons';
import { nodeFile, pdfBytes } from '@tests/support/contract-files';
import { failOnce } from '@tests/support/overrides';
import { SLOW, slowSuite } from '@tests/support/slow';
import { openPage, withNodeFiles, type View } from './support';

// PDF.js does not run in jsdom: the editor gets a document of three A4 pages that draws nothing.
jest.mock('@/features/contracts/position-pdf/use-pdf-document', () => {
  const doc = {
    pages: [1, 2, 3].map(() => ({ width: 595.28, height: 841.89 })),
    draw: () => Promise.resolve(),
    destroy: () => undefined,
  };
  return { usePdfDocument: () => ({ doc, failed: false }), preloadPdfjs: () => undefined };
});

slowSuite();
withNodeFiles();

// 销售合同 (id 1): 甲方名称 on page 1, seal, signature and date on page 3, a riding seal (seed)
const SALES = 1;
const SERVICE = 2; // 服务协议, no marks
const LIST_PATH = '/contract/contractTPL/list';
const FORM_PATH = '/contract/contractTPL/create';
const openEditor = (id = SALES) =>
  openPage(`/contract/contractPosition?id=${id}`, () =>
    expect(screen.getByText('签署位置：销售合同')).toBeInTheDocument(),
  );
const mark = (name: string) => screen.getByRole('button', { name });
const input = (label: string) => screen.getByRole('spinbutton', { name: label });
const palette = (name: string) => screen.getByRole('button', { name });
const save = (view: View) => view.user.click(screen.getByRole('button', { name: /保\s*存/ }));

async function typePercent(view: View, label: string, value: string) {
  await view.user.clear(input(label));
  await view.user.type(input(label), `${value}{Enter}`);
}

/** The JSON bodies the positions save received from now on. */
function recordSaves() {
  const bodies: { id: number; sign_positions: Record<string, unknown>[] }[] = [];
  const listener = async ({ request }: { request: Request }) => {
    if (request.url.includes('/api/contracts/template/positions/save'))
      bodies.push((await request.clone().json()) as (typeof bodies)[number]);
  };
  server.events.on('request:start', listener);
  listening.push(listener);
  return bodies;
}
const listening: ((e: { request: Request }) => Promise<void>)[] = [];
afterEach(() => listening.splice(0).forEach((l) => server.events.removeListener('request:start', l)));

/** A pointer event at (x, y) of the window: jsdom's events carry no coordinates of their own. */
function pointer(type: 'pointerDown' | 'pointerMove' | 'pointerUp', el: HTMLElement, x: number, y: number) {
  const event = createEvent[type](el, { pointerId: 1 });
  Object.defineProperties(event, { clientX: { value: x }, clientY: { value: y } });
  fireEvent(el, event);
}

/** Where a mark is drawn, in % of its page. */
const placeOf = (el: HTMLElement) => ({
  left: el.style.left,
  top: el.style.top,
  width: el.style.width,
  height: el.style.height,
});

it('[ROUTES-CALLCENTRE-36] opened from the template list: thumbnails of the pages, the marks of the page shown', async () => {
  const view = await openPage('/contract/contractTPL/list', () =>
    expect(screen.getByText('销售合同')).toBeInTheDocument(),
  );
  await view.user.click(screen.getByRole('button', { name: '签署位置 销售合同' }));
  expect(await screen.findByText('签署位置：销售合同', {}, SLOW)).toBeInTheDocument();
  expect(view.router.state.location.search).toBe('?id=1');

  const pages = within(screen.getByRole('navigation', { name: '页面' })).getAllByRole('button');
  // the riding seal is on every page
  expect(pages.map((p) => p.getAttribute('aria-label'))).toEqual([
    '第1页，2个标记',
    '第2页，1个标记',
    '第3页，4个标记',
  ]);
  expect(mark('甲方名称，第1页')).toBeInTheDocument();
  expect(mark('骑缝章，每一页右边缘')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '公司印章，第3页' })).toBeNull();

  await view.user.click(pages[2]!);
  expect(pages[2]).toHaveAttribute('aria-current', 'page');
  expect(mark('公司印章，第3页')).toBeInTheDocument();
  expect(mark('客户签名，第3页')).toBeInTheDocument();
  expect(mark('签署日期，第3页')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '甲方名称，第1页' })).toBeNull();
  // marks are placed in % of the page: the same place at any zoom
  const seal = mark('公司印章，第3页');
  expect(placeOf(seal)).toMatchObject({ left: '12%', top: '70%', width: '20%' });
  await view.user.click(screen.getByRole('button', { name: '放大' }));
  expect(screen.getByText('125%')).toBeInTheDocument();
  expect(placeOf(mark('公司印章，第3页'))).toMatchObject({ left: '12%', top: '70%', width: '20%' });
});

it('[ROUTES-CALLCENTRE-36] a palette mark lands in the middle of the page; numeric X, Y, 宽, 高 place it exactly, never off the page; save sends the positions', async () => {
  const view = await openEditor();
  const saves = recordSaves();
  await view.user.click(palette('客户签名'));
  const added = mark('客户签名，第1页');
  expect(added).toHaveAttribute('aria-pressed', 'true');
  // 26 % wide, 7 % high, centred
  expect(input('X')).toHaveValue('37.00');
  expect(input('Y')).toHaveValue('46.50');
  expect(input('宽')).toHaveValue('26.00');
  expect(input('高')).toHaveValue('7.00');

  await typePercent(view, 'X', '12.34');
  await typePercent(view, 'Y', '80');
  expect(placeOf(added)).toMatchObject({ left: '12.34%', top: '80%' });
  // past the right edge: the box stops at it
  await typePercent(view, 'X', '95');
  expect(input('X')).toHaveValue('74.00');
  // wider than what is left of the page: as wide as it can be
  await typePercent(view, '宽', '50');
  expect(input('宽')).toHaveValue('26.00');
  await typePercent(view, 'X', '10');
  await typePercent(view, '宽', '50');
  expect(input('宽')).toHaveValue('50.00');
  await typePercent(view, '高', '30');
  expect(input('高')).toHaveValue('20.00');

  await save(view);
  expect(await screen.findByText('保存成功', {}, SLOW)).toBeInTheDocument();
  expect(saves).toHaveLength(1);
  expect(saves[0]!.id).toBe(SALES);
  expect(saves[0]!.sign_positions).toHaveLength(6);
  expect(saves[0]!.sign_positions[5]).toEqual({
    kind: 'signature',
    page: 1,
    x: 0.1,
    y: 0.8,
    width: 0.5,
    height: 0.2,
  });
  expect(contractTemplateTable.get(SALES)!.sign_positions).toEqual(saves[0]!.sign_positions);
});

it('[ROUTES-CALLCENTRE-36] a mark dragged from the palette lands where it is dropped; dragged on the page it moves, and stops at the edge', async () => {
  await openEditor();
  const sheet = screen.getByTestId('position-sheet');
  // jsdom lays nothing out: the page is given its size on screen
  sheet.getBoundingClientRect = () =>
    ({ left: 0, top: 0, width: 600, height: 800, right: 600, bottom: 800, x: 0, y: 0 }) as DOMRect;
  const data = new Map<string, string>();
  const dataTransfer = {
    setData: (k: string, v: string) => data.set(k, v),
    getData: (k: string) => data.get(k) ?? '',
    get types() {
      return [...data.keys()];
    },
  };
  fireEvent.dragStart(palette('签署日期'), { dataTransfer });
  fireEvent.dragOver(sheet, { dataTransfer });
  // jsdom has no DragEvent: the drop point is set on the event it makes
  const drop = createEvent.drop(sheet, { dataTransfer });
  Object.defineProperties(drop, { clientX: { value: 300 }, clientY: { value: 200 } });
  fireEvent(sheet, drop);
  const date = mark('签署日期，第1页');
  // 22 % × 3.5 % centred on (50 %, 25 %)
  expect(placeOf(date)).toMatchObject({ left: '39%', top: '23.25%' });

  act(() => {
    pointer('pointerDown', date, 300, 200);
    pointer('pointerMove', date, 360, 280);
  });
  expect(placeOf(date)).toMatchObject({ left: '49%', top: '33.25%' });
  act(() => {
    pointer('pointerMove', date, 2000, 2000);
    pointer('pointerUp', date, 2000, 2000);
  });
  expect(placeOf(date)).toMatchObject({ left: '78%', top: '96.5%' });
});

it('[ROUTES-CALLCENTRE-36] the arrow keys move the selected mark and Delete removes it; one riding seal at most', async () => {
  const view = await openEditor();
  expect(palette('骑缝章')).toBeDisabled();
  const field = mark('甲方名称，第1页');
  field.focus();
  await view.user.keyboard('{ArrowRight}{ArrowDown}');
  expect(input('X')).toHaveValue('25.50');
  expect(input('Y')).toHaveValue('12.50');
  await view.user.keyboard('{Delete}');
  expect(screen.queryByRole('button', { name: '甲方名称，第1页' })).toBeNull();

  await view.user.click(mark('骑缝章，每一页右边缘'));
  // on the right edge of every page: only its height and size are placed
  expect(input('X')).toBeDisabled();
  await view.user.click(screen.getByRole('button', { name: /删\s*除/ }));
  expect(screen.queryByRole('button', { name: '骑缝章，每一页右边缘' })).toBeNull();
  await view.user.click(palette('骑缝章'));
  expect(input('X')).toHaveValue('90.00');
  expect(palette('骑缝章')).toBeDisabled();
});

it('[ROUTES-CALLCENTRE-36] a refused save shows the server’s reason naming the mark and keeps the marks as placed', async () => {
  const view = await openEditor();
  await view.user.click(palette('公司印章'));
  // meanwhile the template loses the field 甲方名称 (another admin edited it)
  const t = contractTemplateTable.get(SALES)!;
  contractTemplateTable.update(SALES, { fields: t.fields.filter((f) => f.name !== '甲方名称') });
  await save(view);
  expect(await screen.findByText('第1页的“甲方名称”不是模板的填写字段', {}, SLOW)).toBeInTheDocument();
  expect(mark('公司印章，第1页')).toBeInTheDocument();
  expect(contractTemplateTable.get(SALES)!.sign_positions).toEqual(t.sign_positions);
});

it('[ROUTES-CALLCENTRE-36] leaving with unsaved marks asks first; after saving it does not', async () => {
  const view = await openEditor();
  await view.user.click(palette('签署日期'));
  await view.user.click(screen.getByRole('button', { name: '返回模板列表' }));
  expect(await screen.findByRole('dialog', { name: '有未保存的修改' })).toBeInTheDocument();
  await view.user.click(screen.getByRole('button', { name: '留在此页' }));
  expect(view.router.state.location.pathname).toBe('/contract/contractPosition');
  expect(mark('签署日期，第1页')).toBeInTheDocument();

  await save(view);
  expect(await screen.findByText('保存成功', {}, SLOW)).toBeInTheDocument();
  await view.user.click(screen.getByRole('button', { name: '返回模板列表' }));
  await waitFor(() => expect(view.router.state.location.pathname).toBe('/contract/contractTPL/list'), SLOW);
});

it.each(['999', 'abc'])(
  '[ROUTES-CALLCENTRE-36] an unknown template (?id=%s) shows that it does not exist, and the way to the list',
  async (id) => {
    const view = await openPage(`/contract/contractPosition?id=${id}`, () =>
      expect(screen.getAllByText('合同模板不存在').length).toBeGreaterThan(0),
    );
    expect(screen.queryByRole('button', { name: '客户签名' })).toBeNull();
    await view.user.click(screen.getByRole('button', { name: '返回模板列表' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe(LIST_PATH), SLOW);
  },
);

describe('[ROUTES-CALLCENTRE-36] opened by its address alone (a bookmark, no ?id=)', () => {
  it('opens the template the list shows first (the last updated), its id put in place of the bare address', async () => {
    contractTemplateTable.update(SERVICE, { updated_at: now() });
    const view = await openPage('/contract/contractPosition', () =>
      expect(screen.getByText('签署位置：服务协议')).toBeInTheDocument(),
    );
    expect(view.router.state.location.search).toBe(`?id=${SERVICE}`);
    expect(view.router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByText('合同模板不存在')).toBeNull();
  });

  it('without any template, says so and leads to the new template form', async () => {
    contractTemplateTable.remove(contractTemplateTable.all().map((t) => t.id));
    const view = await openPage('/contract/contractPosition', () =>
      expect(screen.getByText('暂无合同模板，请先新建模板')).toBeInTheDocument(),
    );
    expect(screen.queryByText('合同模板不存在')).toBeNull();
    await view.user.click(screen.getByRole('button', { name: '新建模板' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe(FORM_PATH), SLOW);
  });

  it('a template list that fails to load says so, and a retry opens the first template', async () => {
    failOnce('contracts/template/list', 500);
    const view = await openPage('/contract/contractPosition', () =>
      expect(screen.getByText('合同模板加载失败')).toBeInTheDocument(),
    );
    expect(screen.queryByText('暂无合同模板，请先新建模板')).toBeNull();
    await view.user.click(button('重试'));
    await waitFor(() => expect(view.router.state.location.search).toMatch(/^\?id=\d+$/), SLOW);
    expect(await screen.findByText(/^签署位置：/, {}, SLOW)).toBeInTheDocument();
  });
});

it('[ROUTES-CALLCENTRE-40] the template form links to the positions; a replaced PDF with fewer pages says how many positions went', async () => {
  const view = await openPage(`/contract/contractTPL/create?id=${SALES}`, () =>
    expect(screen.getByText('销售合同.pdf，共3页')).toBeInTheDocument(),
  );
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await view.user.upload(input, nodeFile('新版.pdf', 'application/pdf', await pdfBytes(2)));
  expect(await screen.findByText('新版.pdf，共2页', {}, SLOW)).toBeInTheDocument();
  await save(view);
  // the seal, the signature and the date were on page 3
  expect(await screen.findByText('新的PDF页数或字段已变，3个签署位置已移除', {}, SLOW)).toBeInTheDocument();
  expect(contractTemplateTable.get(SALES)!.sign_positions.map((p) => p.kind)).toEqual([
    'field',
    'riding_seal',
  ]);

  // back on the list (the save's own navigation), the user opens the template again: a navigation of the
  // test's own while the list was still being drawn once swapped the form under the click
  await view.user.click(await screen.findByRole('button', { name: '编辑 销售合同' }, SLOW));
  await waitFor(() => expect(view.router.state.location.search).toBe(`?id=${SALES}`), SLOW);
  await view.user.click(await screen.findByRole('button', { name: '设置签署位置' }, SLOW));
  expect(await screen.findByText('签署位置：销售合同', {}, SLOW)).toBeInTheDocument();
});
