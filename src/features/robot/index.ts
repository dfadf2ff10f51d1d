export const DialogueStagePage = () =>
  import(/* webpackChunkName: "page-voice-dialogue-stage" */ './pages/DialogueStagePage');
export { allowedActions, type ScriptAction } from './rules';
