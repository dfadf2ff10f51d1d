export { GroupCallLayer } from './components/GroupCallLayer';
export { isGroupCallHidden } from './visibility';
