export {
  agentStatesPushed,
  dialPlateMessageReceived,
  groupSignInPushed,
  incomingCallPushed,
  noticeReceived,
} from './channel-actions';
export { ChannelsLayer } from './components/ChannelsLayer';
