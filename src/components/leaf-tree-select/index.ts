export { LeafTreeSelect, type LeafTreeSelectProps } from './LeafTreeSelect';
export { findLeaf, toLeafTree, type PlatformTreeNode } from './to-leaf-tree';
