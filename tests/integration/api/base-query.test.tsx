import { screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { HttpResponse, type HttpResponseResolver } from 'msw';
import { db } from '@mocks/db/db';
import { homeGeneratedApi } from '@/api/generated/home.gen';
import { staffGeneratedApi } from '@/api/generated/staff.gen';
import { setupStore } from '@/store/store';
import { overrideApi } from '@tests/support/overrides';
import { renderApp, signIn } from '@tests/support/render-app';
import { modalWidth } from '@tests/support/modal-width';

// Role queries over a whole antd page are slow in jsdom (every element's style is computed), so the
// tests wait on visible text and query by role once, or inside a small part of the page.

/** The first antd render of a page in jsdom is slow, more so on a busy machine: room for the first find. */
const FIRST_RENDER = { timeout: 15000 };
// Two or three seconds each on an idle machine; the profile page with its ModalForm is the slowest.
jest.setTimeout(40000);

const SESSION_EXPIRED_TEXT = '登录失效，请重新登录！';
const OK_BUTTON = /确\s*定/;
const REFRESH = /^刷\s*新$/;

const envelope = (code: number, msg: string, data: unknown = null) => HttpResponse.json({ code, msg, data });
const expired = () => HttpResponse.json({ code: 401, msg: 'expired', data: null }, { status: 401 });

const answerStatistics = (resolver: HttpResponseResolver) => overrideApi('home/statistics', resolver);

/** The antd message (an element of role alert) that shows `text`; `kind` is told by its icon. */
async function findMessage(text: string, kind: 'warning' | 'error', options = FIRST_RENDER) {
  const alert = (await screen.findByText(text, {}, options)).closest<HTMLElement>('[role="alert"]');
  expect(alert).not.toBeNull();
  const icon = kind === 'warning' ? 'exclamation-circle' : 'close-circle';
  expect(within(alert!).getByRole('img', { name: icon })).toBeInTheDocument();
  return alert!;
}

/** The workbench's 刷新 button, once the page is there. */
async function findRefreshButton(options = FIRST_RENDER) {
  const button = (await screen.findByText(REFRESH, {}, options)).closest<HTMLElement>('button');
  expect(button).not.toBeNull();
  return button!;
}

const isSpinning = (button: HTMLElement) => within(button).queryByRole('img', { name: 'loading' }) !== null;

/** The 提示 dialog of an expired session, found by role once its text is there. */
async function findSessionExpiredDialog() {
  await screen.findByText(SESSION_EXPIRED_TEXT, {}, FIRST_RENDER);
  return screen.getByRole('dialog', { name: '提示' });
}

/** A signed-in user whose session the server no longer knows: every call answers HTTP 401. */
function signInWithDeadSession() {
  const token = signIn('admin');
  db.endSession(token);
  return token;
}

describe('envelopes (REQ-12..17)', () => {
  it('[REQ-12] code 0 is success and the result data is the whole envelope', async () => {
    const answer = {
      code: 0,
      msg: 'success',
      data: {
        today_calls: 12,
        today_connected: 6,
        today_talk_seconds: 300,
        week_calls: 40,
        week_connected: 20,
        week_talk_seconds: 1200,
        customers_total: 99,
        appointments_today: 3,
      },
    };
    answerStatistics(() => HttpResponse.json(answer));
    const store = setupStore();
    const sub = store.dispatch(homeGeneratedApi.endpoints.homeStatistics.initiate());
    const result = await sub;
    sub.unsubscribe();
    expect(result.isSuccess).toBe(true);
    expect(result.data).toEqual(answer);
  });

  it('[REQ-12] code ≠ 0 is a failure, even with HTTP 200', async () => {
    answerStatistics(() => envelope(5, 'nope'));
    const store = setupStore();
    const sub = store.dispatch(homeGeneratedApi.endpoints.homeStatistics.initiate());
    const result = await sub;
    sub.unsubscribe();
    expect(result.isError).toBe(true);
    expect(result.data).toBeUndefined();
    expect(result.error).toMatchObject({ code: 5, msg: 'nope' });
  });

  it('[REQ-13] code ≠ 0 with data.code 1 shows a warning with data.msg', async () => {
    answerStatistics(() => envelope(1, '外层消息', { code: 1, msg: '统计暂不可用' }));
    renderApp(undefined, { user: 'admin', url: '/home/index' });
    await findMessage('统计暂不可用', 'warning');
    expect(screen.queryByText('外层消息')).not.toBeInTheDocument();
  });

  it('[REQ-14] code ≠ 0 otherwise shows an error with msg', async () => {
    answerStatistics(() => envelope(1, '统计服务繁忙', { code: 2, msg: '内层消息' }));
    renderApp(undefined, { user: 'admin', url: '/home/index' });
    await findMessage('统计服务繁忙', 'error');
    expect(screen.queryByText('内层消息')).not.toBeInTheDocument();
  });

  it('[REQ-15] HTTP 500 without a JSON body shows the error 请求异常', async () => {
    answerStatistics(() => new HttpResponse('Internal Server Error', { status: 500 }));
    renderApp(undefined, { user: 'admin', url: '/home/index' });
    await findMessage('请求异常', 'error');
  });

  it('[REQ-15] a failure envelope with an empty msg shows the error 请求异常', async () => {
    answerStatistics(() => envelope(500, ''));
    renderApp(undefined, { user: 'admin', url: '/home/index' });
    await findMessage('请求异常', 'error');
  });

  it('[REQ-16] after a failure the workbench is no longer loading: 刷新 is idle and no spinner remains', async () => {
    // the first load (asked with the navigation, and again by the page once that failed) and the retry
    let retried = false;
    answerStatistics(() => envelope(1, retried ? '统计失败2' : '统计失败1'));
    const { user } = renderApp(undefined, { user: 'admin', url: '/home/index' });
    const refresh = await findRefreshButton();
    await findMessage('统计失败1', 'error');
    await waitFor(() => expect(isSpinning(refresh)).toBe(false));
    expect(refresh).toBeEnabled();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull(); // antd Spin

    // A retry that fails again ends the same way.
    retried = true;
    await user.click(refresh);
    await findMessage('统计失败2', 'error', { timeout: 5000 });
    await waitFor(() => expect(isSpinning(refresh)).toBe(false));
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('[REQ-16] after a failure the workbench does not keep showing its animated loading skeleton', async () => {
    answerStatistics(() => envelope(1, '统计失败'));
    renderApp(undefined, { user: 'admin', url: '/home/index' });
    await findMessage('统计失败', 'error');
    // antd's Skeleton has no role; `ant-skeleton-active` is its animated "still loading" placeholder.
    await waitFor(() => expect(document.querySelector('.ant-skeleton-active')).toBeNull(), { timeout: 2000 });
  });

  it('[REQ-17] the profile dialog stays open with what was typed when the update fails', async () => {
    let updates = 0;
    const { user } = renderApp(undefined, { user: 'admin', url: '/system/personal' });
    await user.click(await screen.findByText('编辑资料', {}, FIRST_RENDER));
    const linkman = await screen.findByLabelText('联系人');
    const dialog = screen.getByRole('dialog', { name: '编辑资料' });
    expect(dialog).toContainElement(linkman);
    await user.clear(linkman);
    await user.paste('王小五');

    overrideApi('personal/update', () => {
      updates += 1;
      return envelope(422, '联系人已存在');
    });
    const ok = within(dialog).getByText(OK_BUTTON).closest('button')!;
    await user.click(ok);

    await findMessage('联系人已存在', 'error', { timeout: 5000 });
    expect(updates).toBe(1);
    // The submit is over (the button no longer spins) and the dialog is still there, as typed.
    await waitFor(() => expect(isSpinning(ok)).toBe(false));
    const still = screen.getByRole('dialog', { name: '编辑资料' });
    expect(still).toBeVisible();
    expect(within(still).getByLabelText('联系人')).toHaveValue('王小五');
  });
});

describe('HTTP 401 (AUTH-06..09)', () => {
  it('[AUTH-06] HTTP 401 removes the token and userInfo cookies and the stored permissions', async () => {
    signInWithDeadSession();
    expect(Cookies.get('token')).toBeTruthy();
    expect(Cookies.get('userInfo')).toBeTruthy();
    expect(localStorage.getItem('permissions_admin')).not.toBeNull();

    const store = setupStore();
    const sub = store.dispatch(homeGeneratedApi.endpoints.homeStatistics.initiate());
    const result = await sub;
    sub.unsubscribe();
    expect(result.error).toMatchObject({ status: 401 });

    await waitFor(() => expect(Cookies.get('token')).toBeUndefined());
    expect(Cookies.get('userInfo')).toBeUndefined();
    expect(localStorage.getItem('permissions_admin')).toBeNull();
  });

  it('[AUTH-07] HTTP 401 opens a dialog titled 提示', async () => {
    signInWithDeadSession();
    renderApp(undefined, { url: '/home/index' });
    await screen.findByText(SESSION_EXPIRED_TEXT, {}, FIRST_RENDER);
    expect(screen.getByRole('dialog', { name: '提示' })).toBeInTheDocument();
  });

  it('[AUTH-08] [CONST-03] the HTTP 401 dialog says 登录失效，请重新登录！ in a compact (360 px) dialog', async () => {
    signInWithDeadSession();
    renderApp(undefined, { url: '/home/index' });
    const dialog = await findSessionExpiredDialog();
    expect(within(dialog).getByText(SESSION_EXPIRED_TEXT)).toBeInTheDocument();
    expect(modalWidth(dialog)).toBe('360px');
  });

  it('[AUTH-09] OK in the HTTP 401 dialog goes to /login', async () => {
    signInWithDeadSession();
    const { router, user } = renderApp(undefined, { url: '/home/index' });
    const dialog = await findSessionExpiredDialog();
    expect(router.state.location.pathname).toBe('/home/index');
    await user.click(within(dialog).getByText(OK_BUTTON));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByText(SESSION_EXPIRED_TEXT)).not.toBeInTheDocument();
  });

  it('[AUTH-07] twenty calls failing at once open exactly one dialog', async () => {
    const { store } = renderApp(undefined, { user: 'admin', url: '/home/index' });
    await findRefreshButton();

    let failures = 0;
    overrideApi('staff/list', () => {
      failures += 1;
      return expired();
    });
    const subs = Array.from({ length: 20 }, (_, i) =>
      store.dispatch(staffGeneratedApi.endpoints.staffList.initiate({ body: { page: i + 1, limit: 10 } })),
    );
    const results = await Promise.all(subs);
    subs.forEach((sub) => sub.unsubscribe());
    expect(failures).toBe(20);
    expect(results.every((r) => r.isError)).toBe(true);

    await findSessionExpiredDialog();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getAllByText(SESSION_EXPIRED_TEXT)).toHaveLength(1);
  });
});
