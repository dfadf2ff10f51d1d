import type { ReactNode } from 'react';
import { act, renderHook, screen } from '@testing-library/react';
import { App } from 'antd';
import { useMutationFeedback } from '@/components/form-dialog';

const wrapper = ({ children }: { children: ReactNode }) => <App>{children}</App>;
const refused = {
  status: 'ENVELOPE',
  code: 1001,
  msg: '参数错误',
  data: { errors: { phone: '手机号格式不正确' } },
};

describe('useMutationFeedback: how a save tells the user how it went', () => {
  it('says the success text and gives the answer back', async () => {
    const { result } = renderHook(() => useMutationFeedback(), { wrapper });
    let outcome: Awaited<ReturnType<ReturnType<typeof useMutationFeedback>>> | undefined;
    await act(async () => {
      outcome = await result.current(Promise.resolve({ data: { code: 0, msg: '已设为默认' } }), {
        success: '保存成功',
      });
    });
    expect(outcome).toEqual({ ok: true, data: { code: 0, msg: '已设为默认' } });
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
  });

  it('makes the success text from the answer when asked (the server’s own message)', async () => {
    const { result } = renderHook(() => useMutationFeedback(), { wrapper });
    await act(async () => {
      await result.current({ data: { code: 0, msg: '已设为默认印章' } }, { success: (answer) => answer.msg });
    });
    expect(await screen.findByText('已设为默认印章')).toBeInTheDocument();
  });

  it('[REQ-17] says no success on a refusal and returns its field messages for the form', async () => {
    const { result } = renderHook(() => useMutationFeedback(), { wrapper });
    let outcome: Awaited<ReturnType<ReturnType<typeof useMutationFeedback>>> | undefined;
    await act(async () => {
      outcome = await result.current({ error: refused }, { success: '保存成功' });
    });
    expect(outcome).toEqual({
      ok: false,
      error: refused,
      fieldErrors: [{ name: ['phone'], errors: ['手机号格式不正确'] }],
      conflict: false,
    });
    expect(screen.queryByText('保存成功')).not.toBeInTheDocument();
  });

  it('returns a duplicate name’s message (code 1002) under the field it names', async () => {
    const { result } = renderHook(() => useMutationFeedback(), { wrapper });
    let outcome: Awaited<ReturnType<ReturnType<typeof useMutationFeedback>>> | undefined;
    await act(async () => {
      outcome = await result.current(
        { error: { status: 'ENVELOPE', code: 1002, msg: '名称已存在' } },
        { duplicateField: 'name' },
      );
    });
    expect(outcome).toMatchObject({ ok: false, fieldErrors: [{ name: 'name', errors: ['名称已存在'] }] });
  });

  it('tells a save refused as stale (VersionConflict, code 409) from other refusals', async () => {
    const { result } = renderHook(() => useMutationFeedback(), { wrapper });
    let outcome: Awaited<ReturnType<ReturnType<typeof useMutationFeedback>>> | undefined;
    await act(async () => {
      outcome = await result.current({
        error: { status: 'ENVELOPE', code: 409, msg: '数据已被他人修改，请刷新后重试', data: null },
      });
    });
    expect(outcome).toMatchObject({ ok: false, conflict: true, fieldErrors: [] });
  });
});
