import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider, Form } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ProColumns } from '@ant-design/pro-components';
import type { MutationResult } from '@/components/form-dialog';
import {
  KnowledgeEntryDrawer,
  QuestionField,
  knowledgeColumns,
  type KnowledgeRow,
} from '@/components/knowledge-base';
import '@/i18n';

const texts = {
  keyword: '关键词',
  keywordPlaceholder: '问题或答案',
  question: '问题',
  updatedAt: '更新时间',
  actions: '操作',
  edit: '编辑',
  delete: '删除',
  confirmDelete: '确认删除吗？',
};
const row: KnowledgeRow = { id: 7, name: '几点下班', updated_at: '2026-12-01 10:00:00' };
const wrap = (node: React.ReactNode) =>
  render(
    <ConfigProvider locale={zhCN}>
      <App>{node}</App>
    </ConfigProvider>,
  );
const actionsOf = (columns: ProColumns<KnowledgeRow>[]) => {
  const render = columns.at(-1)!.render!;
  return render(null, row, 0, undefined as never, undefined as never) as React.ReactNode;
};

describe('knowledgeColumns: the knowledge lists of the assistant plans and the robot scripts', () => {
  const between: ProColumns<KnowledgeRow>[] = [{ title: '答案', dataIndex: 'content' }];

  it('puts the keyword search, the question, the base’s own columns, the update time and the actions in order', () => {
    const columns = knowledgeColumns({
      texts,
      between,
      widths: { question: 180, actions: 120 },
      onEdit: jest.fn(),
      onDelete: jest.fn(),
    });
    expect(columns.map((c) => c.title)).toEqual(['关键词', '问题', '答案', '更新时间', '操作']);
    expect(columns[0]).toMatchObject({ hideInTable: true, fieldProps: { placeholder: '问题或答案' } });
  });

  it('edits a row by its named 编辑 and deletes it only after 确定', async () => {
    const onEdit = jest.fn();
    const onDelete = jest.fn();
    const columns = knowledgeColumns({
      texts,
      between,
      widths: { question: 180, actions: 120 },
      onEdit,
      onDelete,
    });
    wrap(actionsOf(columns));
    await userEvent.click(screen.getByRole('button', { name: '编辑 几点下班' }));
    expect(onEdit).toHaveBeenCalledWith(row);
    await userEvent.click(screen.getByRole('button', { name: '删除 几点下班' }));
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByRole('button', { name: '确 定' }));
    expect(onDelete).toHaveBeenCalledWith(row);
  });

  it('offers no action on a base that may not change', () => {
    const columns = knowledgeColumns({
      texts,
      between,
      widths: { question: 180, actions: 120 },
      editable: false,
      onEdit: jest.fn(),
      onDelete: jest.fn(),
    });
    wrap(actionsOf(columns));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

interface Values {
  name: string;
}

function Harness({ save }: { save(v: Values): Promise<MutationResult> }) {
  const [open, setOpen] = useState(true);
  const [form] = Form.useForm<Values>();
  return (
    <>
      <p>{open ? '打开' : '关闭'}</p>
      <KnowledgeEntryDrawer<Values, KnowledgeRow>
        open={open}
        onOpenChange={setOpen}
        form={form}
        name="kb-test"
        title="编辑知识"
        width={600}
        entry={row}
        valuesOf={(e) => ({ name: e?.name ?? '' })}
        save={save}
        success="更新成功"
      >
        <QuestionField label="问题" max={30} requiredMessage="请输入问题" maxMessage="问题不能超过30个字符" />
      </KnowledgeEntryDrawer>
    </>
  );
}

describe('KnowledgeEntryDrawer: one add/edit drawer for both knowledge bases', () => {
  it('starts from the entry, stays open with what was typed when the server refuses, and closes once saved', async () => {
    const save = jest
      .fn<Promise<MutationResult>, [Values]>()
      .mockResolvedValueOnce({ error: { status: 'ENVELOPE', code: 1, msg: '问题已存在', data: null } })
      .mockResolvedValueOnce({ data: { code: 0 } });
    wrap(<Harness save={save} />);
    const drawer = await screen.findByRole('dialog');
    const question = within(drawer).getByLabelText('问题');
    expect(question).toHaveValue('几点下班');
    await userEvent.clear(question);
    await userEvent.type(question, '营业时间');
    await userEvent.click(within(drawer).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ name: '营业时间' }));
    expect(screen.getByText('打开')).toBeInTheDocument();
    expect(question).toHaveValue('营业时间');
    await userEvent.click(within(drawer).getByRole('button', { name: '确 定' }));
    expect(await screen.findByText('更新成功')).toBeInTheDocument();
    expect(await screen.findByText('关闭')).toBeInTheDocument();
  });

  it('asks for the question before saving', async () => {
    const save = jest.fn<Promise<MutationResult>, [Values]>();
    wrap(<Harness save={save} />);
    const drawer = await screen.findByRole('dialog');
    await userEvent.clear(within(drawer).getByLabelText('问题'));
    await userEvent.click(within(drawer).getByRole('button', { name: '确 定' }));
    expect(await within(drawer).findByText('请输入问题')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });
});
