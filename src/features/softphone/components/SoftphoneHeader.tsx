import { CallTypeSelect } from './CallTypeSelect';
import { StatusDropdown } from './StatusDropdown';

/** The header's call controls (spec section 2): caller id and status with its badge. */
export function SoftphoneHeader() {
  return (
    <>
      <CallTypeSelect />
      <StatusDropdown />
    </>
  );
}
