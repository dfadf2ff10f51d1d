export {
  agentStatesPushed,
  dialPlateMessageReceived,
  incomingCallPushed,
  noticeReceived,
} from './channel-actions';
export { ChannelsLayer } from './components/ChannelsLayer';
