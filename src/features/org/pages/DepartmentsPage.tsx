import { useCallback, useMemo, useState } from 'react';
import { Button, Card, Spin, Tree, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useFormDialog, useMutationFeedback } from '@/components/form-dialog';
import { RowActions } from '@/components/row-actions';
import { useDepartmentDeleteMutation, useDepartmentTreeQuery, type Department } from '../api';
import { DepartmentModal, type DepartmentEdit } from '../components/DepartmentModal';
import { parentIds, pathTo } from '../department-tree';

interface Node {
  key: number;
  department: Department;
  children: Node[];
}

const toNode = (d: Department): Node => ({ key: d.id, department: d, children: d.all_childs.map(toNode) });

/** ROUTES-CALLCENTRE-28 /expense/divisional: the company's departments as a tree, each with its staff count. */
export default function DepartmentsPage() {
  const { t } = useTranslation(['org', 'common']);
  const feedback = useMutationFeedback();
  const { data, isLoading } = useDepartmentTreeQuery();
  const [remove] = useDepartmentDeleteMutation();
  const dialog = useFormDialog<DepartmentEdit>();
  const root = data?.data;
  const treeData = useMemo(() => (root ? [toNode(root)] : []), [root]);
  // every department with children is open until the user closes it (null: none closed yet)
  const [expanded, setExpanded] = useState<number[] | null>(null);
  const expandedKeys = useMemo(() => expanded ?? (root ? parentIds(root) : []), [expanded, root]);
  // a department saved under one shown closed (a leaf until now, or one the user closed) opens it and its
  // ancestors, so the new department is in sight
  const reveal = useCallback(
    (parentId: number) => {
      if (!root) return;
      setExpanded([...new Set([...expandedKeys, ...pathTo(root, parentId)])]);
    },
    [root, expandedKeys],
  );

  const onDelete = async (d: Department) => {
    await feedback(remove({ body: { id: d.id } }), { success: t('common:deleteSuccess') });
  };

  const title = (d: Department) => (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <span>{d.name}</span>
      <Typography.Text type="secondary">
        {d.all_childs.length
          ? t('departments.totalStaffCount', { count: d.total_staff_count })
          : t('departments.staffCount', { count: d.staff_count })}
      </Typography.Text>
      {d.leader_name && (
        <Typography.Text type="secondary">
          {t('departments.leaderOf', { name: d.leader_name })}
        </Typography.Text>
      )}
      <span onClick={(e) => e.stopPropagation()}>
        <RowActions
          icons
          row={d.name}
          actions={[
            {
              key: 'add',
              label: t('departments.addChild'),
              icon: <PlusOutlined />,
              onClick: () => dialog.open({ parent: d }),
            },
            {
              key: 'edit',
              label: t('departments.edit'),
              icon: <EditOutlined />,
              onClick: () => dialog.open({ department: d }),
            },
            {
              key: 'delete',
              label: t('departments.delete'),
              icon: <DeleteOutlined />,
              danger: true,
              confirm: t('common:confirmDelete'),
              // the root is the company itself
              hidden: d.parent_id === 0,
              onClick: () => onDelete(d),
            },
          ]}
        />
      </span>
    </span>
  );

  return (
    <Card
      title={t('departments.title')}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={!root}
          onClick={() => root && dialog.open({ parent: root })}
        >
          {t('departments.addTitle')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('departments.hint')}</Typography.Paragraph>
      {isLoading ? (
        <Spin />
      ) : (
        <Tree<Node>
          aria-label={t('departments.title')}
          blockNode
          selectable={false}
          expandedKeys={expandedKeys}
          onExpand={(keys) => setExpanded(keys.map(Number))}
          treeData={treeData}
          titleRender={(node) => title(node.department)}
        />
      )}
      <DepartmentModal root={root} edit={dialog.record} onSaved={reveal} {...dialog.props} />
    </Card>
  );
}
