import '@/i18n/signed-in';
import { screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { delay, HttpResponse } from 'msw';
import { ScriptForm } from '@/features/robot/components/ScriptForm';
import type { Script } from '@/features/robot/dialogue.slice';
import { okButton } from '@tests/support/buttons';
import { overrideApi } from '@tests/support/overrides';
import { renderApp } from '@tests/support/render-app';
import { recordForms } from '@tests/support/requests';
import { slowSuite } from '@tests/support/slow';

slowSuite({ queries: true });

const script: Script = {
  id: 1,
  name: '信用卡分期推广',
  industry: { id: 101, name: '信用卡' },
  industry_id: 101,
  industry_label: [{ id: 1010, label: '高意向' }],
  speechcraft_desc: '描述',
  status: 0,
  own: 1,
  updated_at: '2026-11-01 10:00:00',
};

function renderForm(mode: 'add' | 'edit' | 'copy', current: Script | null = null) {
  const onSaved = jest.fn();
  const view = renderApp(
    <App>
      <ScriptForm mode={mode} open script={current} onOpenChange={() => {}} onSaved={onSaved} />
    </App>,
    { user: 'admin' },
  );
  return { ...view, onSaved };
}

async function pickIndustry(user: ReturnType<typeof renderApp>['user'], parent: string, leaf: string) {
  await user.click(screen.getByRole('combobox', { name: '所属行业' }));
  // SCRIPT-29 / PLAN-21: a parent only opens.
  await user.click(await screen.findByTitle(parent));
  await user.click(await screen.findByTitle(leaf));
}

describe('script form', () => {
  it('[SCRIPT-25] [SCRIPT-28] name and industry are required', async () => {
    const { user } = renderForm('add');
    await screen.findByRole('dialog', { name: '新增话术' });
    await user.click(okButton());
    expect(await screen.findByText('请输入话术名称')).toBeInTheDocument();
    expect(screen.getByText('请选择行业')).toBeInTheDocument();
  });

  it('[SCRIPT-26] [SCRIPT-27] [SCRIPT-31] [SCRIPT-32] name 70 by the length helper, its input capped; description 70, input 99', async () => {
    const { user } = renderForm('add');
    const name = await screen.findByLabelText('话术名称');
    expect(name).toHaveAttribute('maxlength', '70');
    await user.type(name, '话'.repeat(36));
    const desc = screen.getByLabelText('话术描述');
    expect(desc).toHaveAttribute('maxlength', '99');
    await user.type(desc, 'a'.repeat(71));
    await user.click(okButton());
    expect(await screen.findByText('名称不能超过70个字符')).toBeInTheDocument();
    expect(screen.getByText('描述不能超过70个字符')).toBeInTheDocument();
  });

  it('[SCRIPT-29] [SCRIPT-30] [SCRIPT-33] [SCRIPT-36] only a leaf sets the industry; picking one clears the labels; 2 tags shown', async () => {
    const { user } = renderForm('edit', script);
    const dialog = await screen.findByRole('dialog', { name: '编辑话术' });
    await user.click(within(dialog).getByRole('combobox', { name: '行业标签' }));
    for (const label of ['催收', '邀约']) await user.click(await screen.findByTitle(label));
    // Three chosen, two shown, the rest summed up.
    await waitFor(() => expect(dialog.querySelectorAll('.ant-select-selection-item').length).toBe(3));
    expect(within(dialog).getByText(/\+\s?1/)).toBeInTheDocument();
    await pickIndustry(user, '教育', '少儿英语');
    await waitFor(() =>
      expect(within(dialog).queryByText('高意向', { selector: '.ant-select-selection-item *' })).toBeNull(),
    );
    expect(dialog.querySelectorAll('.ant-select-selection-item-content')).toHaveLength(0);
  });

  it('[SCRIPT-37] a labels answer overtaken by a newer request is ignored', async () => {
    overrideApi('robot/industryLabel/list', async ({ request }) => {
      const id = new URLSearchParams(await request.text()).get('industry_id');
      // The first industry answers last.
      if (id === '201') await delay(1500);
      return HttpResponse.json({ code: 0, msg: 'ok', data: [{ id: Number(id) * 10, label: `标签${id}` }] });
    });
    const { user } = renderForm('add');
    await screen.findByRole('dialog', { name: '新增话术' });
    await pickIndustry(user, '教育', '职业培训');
    await user.click(screen.getByRole('combobox', { name: '所属行业' }));
    await user.click(await screen.findByTitle('少儿英语'));
    await new Promise((r) => setTimeout(r, 2000));
    await user.click(screen.getByRole('combobox', { name: '行业标签' }));
    expect(await screen.findByTitle('标签202')).toBeInTheDocument();
    expect(screen.queryByTitle('标签201')).not.toBeInTheDocument();
  });

  it('[SCRIPT-38] [SCRIPT-42] adding sends name, industry, description and labels and says 添加成功！', async () => {
    const bodies = recordForms('robot/script/add');
    const { user, onSaved } = renderForm('add');
    await user.type(await screen.findByLabelText('话术名称'), '新话术');
    await pickIndustry(user, '金融', '信用卡');
    await user.click(screen.getByRole('combobox', { name: '行业标签' }));
    await user.click(await screen.findByTitle('高意向'));
    await user.click(okButton());
    expect(await screen.findByText('添加成功！')).toBeInTheDocument();
    expect(bodies[0]!.get('name')).toBe('新话术');
    expect(bodies[0]!.get('industry_id')).toBe('101');
    expect(bodies[0]!.has('speechcraft_desc')).toBe(true);
    expect(bodies[0]!.getAll('industry_label_id[]')).toEqual(['1010']);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ name: '新话术' }), 'add');
  });

  it('[SCRIPT-34] [SCRIPT-39] [SCRIPT-43] a copy starts from the name with "- 复制", sends sc_id and says 复制成功！', async () => {
    const bodies = recordForms('robot/script/copy');
    const { user } = renderForm('copy', script);
    await waitFor(() => expect(screen.getByLabelText('话术名称')).toHaveValue('信用卡分期推广- 复制'));
    await user.click(okButton());
    expect(await screen.findByText('复制成功！')).toBeInTheDocument();
    expect(bodies[0]!.get('sc_id')).toBe('1');
  });

  it('[SCRIPT-39] an update sends the add fields as edited plus sc_id', async () => {
    const forms = recordForms('robot/script/update');
    const { user } = renderForm('edit', script);
    const name = await screen.findByLabelText('话术名称');
    await waitFor(() => expect(name).toHaveValue('信用卡分期推广'));
    await user.clear(name);
    await user.type(name, '信用卡分期推广二期');
    await user.type(screen.getByLabelText('话术描述'), '补充');
    await user.click(okButton());
    expect(await screen.findByText('更新成功！')).toBeInTheDocument();
    expect(forms).toHaveLength(1);
    expect([...forms[0]!.keys()].filter((k) => k !== 'api_token').sort()).toEqual(
      ['industry_id', 'industry_label_id[]', 'name', 'sc_id', 'speechcraft_desc'].sort(),
    );
    expect(forms[0]!.get('sc_id')).toBe('1');
    expect(forms[0]!.get('name')).toBe('信用卡分期推广二期');
    expect(forms[0]!.get('industry_id')).toBe('101');
    expect(forms[0]!.get('speechcraft_desc')).toBe('描述补充');
    expect(forms[0]!.getAll('industry_label_id[]')).toEqual(['1010']);
  });

  it('[SCRIPT-39] a copy sends the add fields of the copy plus the sc_id of the script copied', async () => {
    const forms = recordForms('robot/script/copy');
    const { user } = renderForm('copy', script);
    await waitFor(() => expect(screen.getByLabelText('话术名称')).toHaveValue('信用卡分期推广- 复制'));
    await user.click(okButton());
    expect(await screen.findByText('复制成功！')).toBeInTheDocument();
    expect([...forms[0]!.keys()].filter((k) => k !== 'api_token').sort()).toEqual(
      ['industry_id', 'industry_label_id[]', 'name', 'sc_id', 'speechcraft_desc'].sort(),
    );
    expect(Object.fromEntries(forms[0]!)).toMatchObject({
      name: '信用卡分期推广- 复制',
      industry_id: '101',
      speechcraft_desc: '描述',
      sc_id: '1',
    });
    expect(forms[0]!.getAll('industry_label_id[]')).toEqual(['1010']);
  });

  it('[SCRIPT-41] an update says 更新成功！', async () => {
    const { user } = renderForm('edit', script);
    await waitFor(() => expect(screen.getByLabelText('话术名称')).toHaveValue('信用卡分期推广'));
    await user.click(okButton());
    expect(await screen.findByText('更新成功！')).toBeInTheDocument();
  });
});
