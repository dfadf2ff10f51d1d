import { TreeSelect, type TreeSelectProps } from 'antd';
import { useMemo } from 'react';
import { toLeafTree, type PlatformTreeNode } from './to-leaf-tree';

export type LeafTreeSelectProps = Omit<TreeSelectProps, 'treeData' | 'treeExpandAction'> & {
  tree: PlatformTreeNode[];
};

/**
 * A TreeSelect over a platform tree where only leaves are picked and clicking a parent toggles its
 * expansion (PLAN-20, PLAN-21, SCRIPT-29).
 */
export function LeafTreeSelect({ tree, ...rest }: LeafTreeSelectProps) {
  const treeData = useMemo(() => toLeafTree(tree), [tree]);
  return <TreeSelect {...rest} treeData={treeData} treeExpandAction="click" treeNodeFilterProp="title" />;
}
