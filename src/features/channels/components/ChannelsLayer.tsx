import { useEffect } from 'react';
import { useAppStore } from '@/store/hooks';
import { channelsSaga } from '../channels.saga';
import { IncomingCustomerPopup } from './IncomingCustomerPopup';
import { NoticeCenter } from './NoticeCenter';

/** The live channels of a signed-in console: the sockets live as long as the layout; logout closes them. */
export function ChannelsLayer() {
  const store = useAppStore();
  useEffect(() => {
    const task = store.runSaga(channelsSaga);
    return () => task.cancel();
  }, [store]);
  return (
    <>
      <NoticeCenter />
      <IncomingCustomerPopup />
    </>
  );
}
