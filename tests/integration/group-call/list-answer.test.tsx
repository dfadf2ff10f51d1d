import { screen, waitFor, within } from '@testing-library/react';
import { ok } from '@mocks/kit/http';
import { overrideApi } from '@tests/support/overrides';
import { SLOW, slowSuite } from '@tests/support/slow';
import { drawer, items, openDrawer, renderGroupCalls } from './support';

slowSuite();

// Two records exactly as GROUP-16 lists the fields, on page 2 of 32 records (GROUP-05): what the console reads of them.
const unsaved = {
  id: 901,
  name: '答案科技有限公司',
  concact_man: '周先生',
  phone: '13800000901',
  duration: 125,
  get_status: 1,
  get_status_name: '未保存',
  record_log_id: 7901,
  focus: '关注售后',
  remark: '下午再联系',
  node_id: 3,
  next_follow_at: '2026-12-01 10:00:00',
};
const saved = {
  ...unsaved,
  id: 902,
  name: '已存贸易有限公司',
  phone: '13800000902',
  get_status: 2,
  get_status_name: '已保存',
  record_log_id: 7902,
};

const answerPage = () =>
  overrideApi('callcenter/calltask/list', () => ok({ list: [unsaved, saved], total: 32, current_page: 2 }));
const itemOf = (name: string) => items().find((li) => li.getAttribute('aria-label') === name)!;

describe('今日群呼 reads the list answer', () => {
  it('[GROUP-05] [GROUP-16] [GROUP-17] shows the records, total and the page the server answered; get_status_name as given', async () => {
    answerPage();
    const view = renderGroupCalls();
    await openDrawer(view);
    expect(items().map((li) => li.getAttribute('aria-label'))).toEqual([unsaved.name, saved.name]);
    expect(itemOf(unsaved.name)).toHaveTextContent('联系人 周先生 · 13800000901 · 通话 2分5秒');
    expect(within(itemOf(unsaved.name)).getByText('未保存')).toBeInTheDocument();
    expect(within(itemOf(saved.name)).getByText('已保存')).toBeInTheDocument();
    expect(within(drawer()).getByText('共 32 条')).toBeInTheDocument();
    const pager = drawer().querySelector<HTMLElement>('.ant-pagination-simple')!;
    expect(within(pager).getByRole('textbox')).toHaveValue('2');
    // the next page after the answered one is asked for
    await view.user.click(within(pager).getByTitle('下一页'));
    await waitFor(
      () => expect(view.calls('callcenter/calltask/list').at(-1)).toMatchObject({ page: '3' }),
      SLOW,
    );
  });

  it('[GROUP-16] [GROUP-17] get_status 2 is saved: 打开 warns 当前客户已经保存！ and opens no window', async () => {
    answerPage();
    const view = renderGroupCalls();
    await openDrawer(view);
    await view.user.click(within(itemOf(saved.name)).getByRole('button', { name: /打\s*开/ }));
    expect(await screen.findByText('当前客户已经保存！', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '通话工作窗' })).not.toBeInTheDocument();
  });

  it('[GROUP-16] [GROUP-17] get_status 1 is unsaved: the work window opens with every field of the record and saves record_log_id', async () => {
    answerPage();
    const view = renderGroupCalls();
    await openDrawer(view);
    await view.user.click(within(itemOf(unsaved.name)).getByRole('button', { name: /打\s*开/ }));
    const dialog = await screen.findByRole('dialog', { name: '通话工作窗' }, SLOW);
    const field = (label: string) => within(dialog).getByLabelText(label);
    expect(within(dialog).getByText('本次通话 2分5秒')).toBeInTheDocument();
    expect(field('客户名称')).toHaveValue(unsaved.name);
    expect(field('联系人')).toHaveValue(unsaved.concact_man);
    expect(field('联系方式')).toHaveValue(unsaved.phone);
    expect(field('关注点')).toHaveValue(unsaved.focus);
    expect(field('备注')).toHaveValue(unsaved.remark);
    expect(field('下次跟进时间')).toHaveValue(unsaved.next_follow_at);
    await waitFor(() => expect(within(dialog).getByTitle('意向客户')).toBeInTheDocument(), SLOW);

    await view.user.click(within(dialog).getByRole('button', { name: /确\s*[定认]/ }));
    await waitFor(() => expect(view.calls('callcenter/calltask/addCustomer')).toHaveLength(1), SLOW);
    expect(view.calls('callcenter/calltask/addCustomer')[0]).toEqual({
      record_log_id: '7901',
      name: unsaved.name,
      concact_man: unsaved.concact_man,
      phone: unsaved.phone,
      focus: unsaved.focus,
      remark: unsaved.remark,
      node_id: '3',
      next_follow_at: unsaved.next_follow_at,
    });
  });
});
