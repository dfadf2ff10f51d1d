export { OwnerList, type OwnerListProps } from './OwnerList';
export { OwnerActions, type OwnerActionsProps, type OwnerFormMode } from './OwnerActions';
export { useOwnerList, type OwnerListState, type PendingSelection } from './use-owner-list';
export { default as ownerListStyles } from './owner-list.styles';
export { OwnerFormModal, type OwnerFormModalProps } from './OwnerFormModal';
