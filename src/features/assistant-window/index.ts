export { AssistantWindowLayer } from './components/AssistantWindowLayer';
export { assistantWindowSaga } from './assistant-window.saga';
export {
  assistantWindowActions,
  selectAssistantWindow,
  selectCallUuid,
  selectWindowOpen,
} from './assistant-window.store';
export type { AssistantWindowState, KeptCall, WindowSize } from './assistant-window.store';
