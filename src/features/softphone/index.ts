export { SoftphoneHeader } from './components/SoftphoneHeader';
export { SoftphoneLayer } from './components/SoftphoneLayer';
export { softphoneApi, useSoftphoneCallRecordListQuery } from './api';
export {
  selectBadge,
  selectCall,
  selectSip,
  selectSoftphone,
  softphoneActions,
  softphoneCommands,
} from './softphone.store';
export type { ChosenStatus, SoftphoneState } from './softphone.store';
export { isDialButtonHidden } from './visibility';
