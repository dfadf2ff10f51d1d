export { openWebSocket, parseFrame, withToken } from './socket';
export type { OpenSocket, SocketConnection, SocketEvent } from './socket';
