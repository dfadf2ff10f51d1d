import { fork, select } from 'redux-saga/effects';
import { selectToken } from '@/features/auth';
import '@/i18n/signed-in';
import { channelSaga } from './channel.saga';
import { callInChannel, dialPlateChannel, noticeChannel } from './channel-spec';
import { browserChannelDeps, type ChannelDeps } from './deps';

/** CHAN-01: the three channels of a signed-in console; a channel without a URL in config.js stays off. */
export function* channelsSaga(deps: ChannelDeps = browserChannelDeps) {
  const token = (yield select(selectToken)) as string | null;
  if (!token) return;
  for (const spec of [callInChannel, dialPlateChannel, noticeChannel]) {
    const url = deps.urlOf(spec.name);
    if (url) yield fork(channelSaga, spec, url, token, deps);
  }
}
