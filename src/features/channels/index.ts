export { dialPlateMessageReceived, incomingCallPushed, noticeReceived } from './channel-actions';
