export { OwnerList, type OwnerListProps } from './OwnerList';
export { OwnerActions, type OwnerActionsProps, type OwnerFormMode } from './OwnerActions';
export { OwnerItem, type OwnerItemProps } from './OwnerItem';
export { useOwnerList, type OwnerListState, type PendingSelection } from './use-owner-list';
export { useOwnerEditing, useOwnerSave, type OwnerEditingOptions } from './use-owner-editing';
export { default as ownerListStyles } from './owner-list.styles';
export { OwnerFormModal, type OwnerFormModalProps } from './OwnerFormModal';
