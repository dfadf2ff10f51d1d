import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { crmDb } from '@mocks/db/crm';
import { nodes } from '@mocks/db/crm-rows';
import { groupCalls, type GroupCallRow } from '@mocks/db/group-calls';
import { fill } from '../crm/fill';
import { failOnce, overrideApi } from '@tests/support/overrides';
import { SLOW, slowSuite } from '@tests/support/slow';
import { items, openDrawer, renderGroupCalls } from './support';
import { modalWidth } from '@tests/support/modal-width';

slowSuite();

const workWindow = () => screen.getByRole('dialog', { name: '通话工作窗' });
const field = (label: string) => within(workWindow()).getByLabelText(label);
const submit = (view: ReturnType<typeof renderGroupCalls>) =>
  view.user.click(within(workWindow()).getByRole('button', { name: /确\s*[定认]/ }));

/** Opens the drawer and the work window of the record shown at `index` (an unsaved one by default). */
async function openRecord(view: ReturnType<typeof renderGroupCalls>, pick = (r: GroupCallRow) => !r.saved) {
  await openDrawer(view);
  const record = groupCalls.of('agent').slice(0, 10).find(pick)!;
  const item = items().find((li) => li.getAttribute('aria-label') === record.name)!;
  await view.user.click(within(item).getByRole('button', { name: /打\s*开/ }));
  return record;
}

describe('通话工作窗', () => {
  it('[GROUP-18] [CONST-03] [GROUP-20] [GROUP-21] [GROUP-22] [GROUP-23] an unsaved record opens prefilled; saving sends the filled fields, says 添加成功 and the record turns saved', async () => {
    const view = renderGroupCalls();
    const record = await openRecord(view);
    const dialog = await screen.findByRole('dialog', { name: '通话工作窗' }, SLOW);
    expect(modalWidth(dialog)).toBe('620px');
    expect(field('客户名称')).toHaveValue(record.name);
    expect(field('联系人')).toHaveValue(record.concact_man);
    expect(field('联系方式')).toHaveValue(record.phone);

    // the follow-up stages come from /api/crm/node
    await view.user.click(within(workWindow()).getByRole('combobox', { name: '跟进阶段' }));
    await screen.findByTitle('意向客户', {}, SLOW);
    expect(view.calls('crm/node')).toEqual([{}]);
    const stages = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
    expect(stages).toEqual(nodes.map((n) => n.name));
    await view.user.click(screen.getByTitle('意向客户'));
    await fill(field('客户名称'), '群呼演示科技有限公司');
    await fill(field('关注点'), '关注价格');
    await fill(field('备注'), '   ');
    await submit(view);

    expect(await screen.findByText('添加成功', {}, SLOW)).toBeInTheDocument();
    expect(view.calls('callcenter/calltask/addCustomer')).toEqual([
      {
        record_log_id: String(record.record_log_id),
        name: '群呼演示科技有限公司',
        concact_man: record.concact_man,
        phone: record.phone,
        focus: '关注价格',
        node_id: '3',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '通话工作窗' })).not.toBeInTheDocument());
    const item = await waitFor(
      () => items().find((li) => li.getAttribute('aria-label') === '群呼演示科技有限公司')!,
      SLOW,
    );
    expect(within(item).getByText('已保存')).toBeInTheDocument();
    expect(crmDb.customerByPhone(record.phone)).toMatchObject({
      name: '群呼演示科技有限公司',
      record_log_id: record.record_log_id,
    });
  });

  it('[GROUP-19] a saved record shows 当前客户已经保存！ and no form', async () => {
    // the day's seed may have no saved record among the first page: then its last one was saved earlier today
    const firstPage = groupCalls.of('agent').slice(0, 10);
    if (!firstPage.some((r) => r.saved)) {
      const earlier = firstPage.at(-1)!;
      groupCalls.markSaved('agent', earlier.id, {
        ...earlier,
        focus: null,
        remark: null,
        node_id: null,
        next_follow_at: null,
      });
    }
    const view = renderGroupCalls();
    await openRecord(view, (r) => !!r.saved);
    expect(await screen.findByText('当前客户已经保存！', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '通话工作窗' })).not.toBeInTheDocument();
  });

  it('[GROUP-19] saving a record that was saved meanwhile shows the server’s 当前客户已经保存！', async () => {
    const view = renderGroupCalls();
    const record = await openRecord(view);
    await screen.findByRole('dialog', { name: '通话工作窗' }, SLOW);
    groupCalls.markSaved('agent', record.id, {
      ...record,
      focus: null,
      remark: null,
      node_id: null,
      next_follow_at: null,
    });
    await submit(view);
    await waitFor(() => expect(view.notices.warning).toHaveBeenCalledWith('当前客户已经保存！'), SLOW);
  });

  it('[GROUP-24] [GROUP-25] [GROUP-26] [GROUP-27] [GROUP-31] [GROUP-32] each field’s message, nothing sent until the form is valid', async () => {
    const view = renderGroupCalls();
    await openRecord(view);
    await screen.findByRole('dialog', { name: '通话工作窗' }, SLOW);
    const w = within(workWindow());

    await fill(field('客户名称'), '');
    await fill(field('联系人'), ' ');
    await submit(view);
    expect(await w.findByText('请输入客户名称')).toBeInTheDocument();
    expect(w.getByText('请输入联系人')).toBeInTheDocument();

    await fill(field('客户名称'), '名'.repeat(21));
    await fill(field('联系人'), '人'.repeat(21));
    await fill(field('关注点'), '关'.repeat(51));
    await fill(field('备注'), '备'.repeat(501));
    await submit(view);
    expect(await w.findByText('客户名称不能超过20个字符')).toBeInTheDocument();
    expect(w.getByText('联系人不能超过20个字符')).toBeInTheDocument();
    expect(w.getByText('关注点不能超过50个字符')).toBeInTheDocument();
    expect(w.getByText('备注不能超过500个字符')).toBeInTheDocument();
    // over the limit is refused, not cut: what was typed stays
    expect(field('客户名称')).toHaveValue('名'.repeat(21));
    expect(view.calls('callcenter/calltask/addCustomer')).toEqual([]);

    // exactly at the limits is fine
    await fill(field('客户名称'), '名'.repeat(20));
    await fill(field('联系人'), '人'.repeat(20));
    await fill(field('关注点'), '关'.repeat(50));
    await fill(field('备注'), '备'.repeat(500));
    await submit(view);
    expect(await screen.findByText('添加成功', {}, SLOW)).toBeInTheDocument();
  });

  it('[GROUP-30] the phone is read-only', async () => {
    const view = renderGroupCalls();
    const record = await openRecord(view);
    await screen.findByRole('dialog', { name: '通话工作窗' }, SLOW);
    const phone = field('联系方式');
    expect(phone).toHaveAttribute('readonly');
    await view.user.type(phone, '999');
    expect(phone).toHaveValue(record.phone);
  });

  it('[GROUP-28] [GROUP-29] a record without a phone, or with one over 20 characters, cannot be saved', async () => {
    const rows = groupCalls.of('agent');
    const present = (r: GroupCallRow, phone: string) => ({
      ...r,
      phone,
      get_status: 1,
      get_status_name: '未保存',
      focus: null,
      remark: null,
      node_id: null,
      next_follow_at: null,
    });
    overrideApi('callcenter/calltask/list', () =>
      HttpResponse.json({
        code: 0,
        msg: 'success',
        data: {
          list: [present(rows[0]!, ''), present(rows[1]!, '1'.repeat(21))],
          total: 2,
          current_page: 1,
        },
      }),
    );
    const view = renderGroupCalls();
    await openDrawer(view);
    await view.user.click(within(items()[0]!).getByRole('button', { name: /打\s*开/ }));
    await screen.findByRole('dialog', { name: '通话工作窗' }, SLOW);
    await submit(view);
    expect(await within(workWindow()).findByText('请输入联系方式')).toBeInTheDocument();
    await view.user.click(within(workWindow()).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '通话工作窗' })).not.toBeInTheDocument());

    await view.user.click(within(items()[1]!).getByRole('button', { name: /打\s*开/ }));
    await screen.findByRole('dialog', { name: '通话工作窗' }, SLOW);
    await submit(view);
    expect(await within(workWindow()).findByText('联系方式不能超过20个字符')).toBeInTheDocument();
    expect(view.calls('callcenter/calltask/addCustomer')).toEqual([]);
  });

  it('a refused save keeps the window open with what was typed and the server’s message at the field', async () => {
    failOnce('callcenter/calltask/addCustomer', {
      code: 422,
      msg: '客户名称已被占用',
      data: { errors: { name: '客户名称已被占用' } },
    });
    const view = renderGroupCalls();
    await openRecord(view);
    await screen.findByRole('dialog', { name: '通话工作窗' }, SLOW);
    await fill(field('客户名称'), '重名公司');
    await fill(field('关注点'), '售后');
    await submit(view);
    expect(await within(workWindow()).findByText('客户名称已被占用', {}, SLOW)).toBeInTheDocument();
    expect(view.notices.error).toHaveBeenCalledWith('客户名称已被占用');
    expect(field('客户名称')).toHaveValue('重名公司');
    expect(field('关注点')).toHaveValue('售后');
  });
});
