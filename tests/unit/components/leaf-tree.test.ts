import { findLeaf, toLeafTree } from '@/components/leaf-tree-select';

const departments = {
  id: 1,
  name: '公司',
  all_childs: [{ id: 2, name: '销售中心', all_childs: [{ id: 4, name: '销售一部', all_childs: [] }] }],
};

describe('leaf-only trees', () => {
  it('[PLAN-20] [SCRIPT-29] [PLAN-22] only leaves are selectable, for child and all_childs trees', () => {
    expect(toLeafTree([departments])).toEqual([
      {
        value: 1,
        title: '公司',
        selectable: false,
        children: [
          {
            value: 2,
            title: '销售中心',
            selectable: false,
            children: [{ value: 4, title: '销售一部', selectable: true }],
          },
        ],
      },
    ]);
    const industries = [{ id: 1, name: '金融', child: [{ id: 101, name: '信用卡' }] }];
    expect(findLeaf(industries, 101)?.name).toBe('信用卡');
    expect(findLeaf(industries, 1)).toBeUndefined();
  });
});
