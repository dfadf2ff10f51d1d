/**
 * @jest-environment node
 */
import { callBackend as call } from '@tests/support/backend-call';

type Dept = {
  id: number;
  name: string;
  parent_id: number;
  staff_count: number;
  total_staff_count: number;
  all_childs: Dept[];
};

const tree = async (): Promise<Dept> => (await call('/api/departments/tree')).data;
const find = (d: Dept, id: number): Dept | undefined =>
  d.id === id ? d : d.all_childs.map((c) => find(c, id)).find(Boolean);

describe('demo departments backend', () => {
  it('answers the company as the root, with staff counts', async () => {
    const root = await tree();
    expect(root).toMatchObject({ id: 1, parent_id: 0, name: '星河智能科技有限公司' });
    expect(find(root, 4)).toMatchObject({ name: '销售一部', parent_id: 3 });
    expect(find(root, 4)!.staff_count).toBeGreaterThan(0);
  });

  it('counts a department’s own staff and, in total, those of the departments below it', async () => {
    const root = await tree();
    const centre = find(root, 3)!;
    expect(centre.staff_count).toBe(0);
    expect(centre.total_staff_count).toBe(find(root, 4)!.staff_count + find(root, 5)!.staff_count);
    const everyone = (await call('/api/staff/list', { page: 1, limit: 1 })).data.total;
    expect(root.total_staff_count).toBe(everyone);
  });

  it('adds, renames and moves a department', async () => {
    const added = await call('/api/departments/add', { parent_id: 3, name: '销售三部' });
    expect(added).toMatchObject({
      code: 0,
      msg: '添加成功',
      data: { parent_id: 3, name: '销售三部', staff_count: 0 },
    });
    const id = added.data.id;
    const renamed = await call('/api/departments/update', { id, parent_id: 3, name: '大客户部' });
    expect(renamed.data.name).toBe('大客户部');
    const moved = await call('/api/departments/update', { id, parent_id: 6, name: '大客户部' });
    expect(moved.code).toBe(0);
    const root = await tree();
    expect(find(root, 6)!.all_childs.map((d) => d.name)).toContain('大客户部');
    expect(find(root, 3)!.all_childs.map((d) => d.id)).not.toContain(id);
  });

  it('refuses a sibling with the same name, and a move under itself or its own descendants', async () => {
    const dup = await call('/api/departments/add', { parent_id: 3, name: '销售一部' });
    expect(dup).toMatchObject({ code: 422, msg: '同级部门下已有同名部门' });
    expect((await call('/api/departments/add', { parent_id: 6, name: '销售一部' })).code).toBe(0);
    const self = await call('/api/departments/update', { id: 3, parent_id: 3, name: '销售中心' });
    expect(self).toMatchObject({ code: 422, msg: '不能移动到自身或其下级部门' });
    const under = await call('/api/departments/update', { id: 3, parent_id: 4, name: '销售中心' });
    expect(under).toMatchObject({ code: 422, msg: '不能移动到自身或其下级部门' });
    const missing = await call('/api/departments/add', { parent_id: 999, name: '新部门' });
    expect(missing).toMatchObject({ code: 404, msg: '上级部门不存在' });
  });

  it('names the field in a contract refusal', async () => {
    const long = await call('/api/departments/add', { parent_id: 1, name: '部'.repeat(31) });
    expect(long.code).toBe(422);
    expect(long.msg).toContain('部门名称');
  });

  it('refuses to delete a department that still has staff or children, and deletes an empty one', async () => {
    const root = await tree();
    const staffed = await call('/api/departments/delete', { id: 4 });
    expect(staffed).toMatchObject({
      code: 422,
      msg: `该部门下还有${find(root, 4)!.staff_count}名员工，不能删除`,
    });
    const parent = await call('/api/departments/delete', { id: 6 });
    expect(parent).toMatchObject({ code: 422, msg: '该部门下还有子部门，不能删除' });
    const { data } = await call('/api/departments/add', { parent_id: 1, name: '临时部门' });
    expect(await call('/api/departments/delete', { id: data.id })).toMatchObject({
      code: 0,
      msg: '删除成功',
    });
    expect(find(await tree(), data.id)).toBeUndefined();
  });
});
