import { useSaga } from '@/store/use-saga';
import { channelsSaga } from '../channels.saga';
import { IncomingCustomerPopup } from './IncomingCustomerPopup';
import { NoticeCenter } from './NoticeCenter';

/** The live channels of a signed-in console: the sockets live as long as the layout; logout closes them. */
export function ChannelsLayer() {
  useSaga(channelsSaga);
  return (
    <>
      <NoticeCenter />
      <IncomingCustomerPopup />
    </>
  );
}
