import { screen, waitFor, within } from '@testing-library/react';
import { library, tokenOut } from '@mocks/db/assistant-library';
import { renderApp } from '@tests/support/render-app';
import { fill } from '../crm/fill';
import { button } from '@tests/support/buttons';
import { SLOW, slowSuite } from '@tests/support/slow';
import { rowOf, rowsOf } from './support';

slowSuite();

const URL = '/assistant/token';
const STATUS: Record<number, string> = { 1: '正常', 0: '已吊销', 2: '已过期' };

async function openTokens() {
  const view = renderApp(undefined, { user: 'admin', url: URL });
  await waitFor(() => expect(rowsOf()).toHaveLength(library().tokens.length), SLOW);
  return view;
}

async function create(user: ReturnType<typeof renderApp>['user'], name: string) {
  await user.click(screen.getByRole('button', { name: /新建令牌/ }));
  const dialog = await screen.findByRole('dialog', { name: '新建令牌' });
  await fill(within(dialog).getByLabelText('名称'), name);
  await user.click(within(dialog).getByRole('radio', { name: '365天' }));
  await user.click(within(dialog).getByRole('checkbox', { name: '读取知识库' }));
  await user.click(button('创建', dialog));
  return screen.findByRole('dialog', { name: '令牌已创建' }, SLOW);
}

describe('/assistant/token — API management', () => {
  it('[ROUTES-ASSISTANT-04] shows API management: every token masked (first 6 characters + ****), its status, expiry and last use', async () => {
    await openTokens();
    for (const k of library().tokens) {
      const shown = tokenOut(k);
      const row = rowOf(k.name);
      expect(within(row).getByText(`${k.prefix}****`)).toBeInTheDocument();
      expect(row).toHaveTextContent(STATUS[shown.status]!);
      expect(row).toHaveTextContent(k.expires_at ?? '永久有效');
      expect(row).toHaveTextContent(k.last_used_at ?? '从未使用');
      expect(within(row).getByText(shown.status === 1 ? '吊销' : '删除')).toBeInTheDocument();
    }
  });

  it('checks the new token form: name required and at most 20 characters, at least one scope', async () => {
    const { user } = await openTokens();
    await user.click(screen.getByRole('button', { name: /新建令牌/ }));
    const dialog = await screen.findByRole('dialog', { name: '新建令牌' });
    await user.click(button('创建', dialog));
    expect(await within(dialog).findByText('请输入令牌名称')).toBeInTheDocument();
    await fill(within(dialog).getByLabelText('名称'), '名'.repeat(21));
    expect(await within(dialog).findByText('令牌名称不能超过20个字符')).toBeInTheDocument();
    await fill(within(dialog).getByLabelText('名称'), 'CRM同步');
    await user.click(within(dialog).getByRole('checkbox', { name: '推送通话' }));
    await user.click(button('创建', dialog));
    expect(await within(dialog).findByText('请至少选择一项权限')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: '推送通话' }));
    await user.click(button('创建', dialog));
    // a name in use is refused by the server and shown under the field
    await waitFor(() => expect(within(dialog).getByText('令牌名称已存在')).toBeInTheDocument(), SLOW);
    expect(library().tokens.filter((k) => k.name === 'CRM同步')).toHaveLength(1);
  });

  it('shows the secret once, with a copy button (复制成功); afterwards only the masked token exists', async () => {
    const { user, store } = await openTokens();
    const dialog = await create(user, '呼叫中心对接');
    const secret = (within(dialog).getByLabelText('令牌密钥') as HTMLInputElement).value;
    expect(secret).toMatch(/^ak_[0-9a-f]{40}$/);
    const write = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(dialog).getByRole('button', { name: /复\s?制/ }));
    expect(await screen.findByText('复制成功')).toBeInTheDocument();
    expect(write).toHaveBeenCalledWith(secret);
    const saved = library().tokens.find((k) => k.name === '呼叫中心对接')!;
    expect(saved).toMatchObject({ prefix: secret.slice(0, 6), scopes: ['call.push', 'library.read'] });

    await user.click(within(dialog).getByRole('button', { name: /我已保存/ }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '令牌已创建' })).toBeNull());
    await waitFor(() => expect(rowOf('呼叫中心对接')).toBeTruthy(), SLOW);
    expect(within(rowOf('呼叫中心对接')).getByText(`${secret.slice(0, 6)}****`)).toBeInTheDocument();
    expect(document.body.innerHTML).not.toContain(secret);
    expect(JSON.stringify(store.getState())).not.toContain(secret);
  });

  it('a failed copy says so and leaves the secret on screen', async () => {
    const { user } = await openTokens();
    const dialog = await create(user, '工单系统');
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(within(dialog).getByRole('button', { name: /复\s?制/ }));
    expect(await screen.findByText('复制失败，请手动选中密钥复制')).toBeInTheDocument();
    expect((within(dialog).getByLabelText('令牌密钥') as HTMLInputElement).value).toMatch(
      /^ak_[0-9a-f]{40}$/,
    );
  });

  it('revoking (confirmed) makes a token 已吊销 for good; then it can be deleted after 确认删除吗？', async () => {
    const { user } = await openTokens();
    const active = library().tokens.find((k) => tokenOut(k).status === 1)!;
    await user.click(within(rowOf(active.name)).getByRole('button', { name: `吊销 ${active.name}` }));
    const confirm = (await screen.findByText(`确认吊销令牌「${active.name}」吗？`)).closest(
      '.ant-popover',
    ) as HTMLElement;
    expect(confirm).toHaveTextContent('吊销后使用该令牌的系统将立即无法调用接口，且不可恢复。');
    await user.click(within(confirm).getByRole('button', { name: /吊\s?销/ }));
    expect(await screen.findByText('吊销成功', {}, SLOW)).toBeInTheDocument();
    expect(tokenOut(library().tokens.find((k) => k.id === active.id)!).status).toBe(0);
    await waitFor(() => expect(rowOf(active.name)).toHaveTextContent('已吊销'), SLOW);
    // no way back: the row offers only deletion
    expect(within(rowOf(active.name)).queryByRole('button', { name: `吊销 ${active.name}` })).toBeNull();

    await user.click(within(rowOf(active.name)).getByRole('button', { name: `删除 ${active.name}` }));
    const del = (await screen.findByText('确认删除吗？')).closest('.ant-popover') as HTMLElement;
    await user.click(button('确定', del));
    expect(await screen.findByText('删除成功!', {}, SLOW)).toBeInTheDocument();
    expect(library().tokens.some((k) => k.id === active.id)).toBe(false);
    await waitFor(() => expect(rowsOf().some((r) => r.textContent?.includes(active.name))).toBe(false), SLOW);
  });
});
