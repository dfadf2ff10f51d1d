export { GroupCallLayer } from './components/GroupCallLayer';
