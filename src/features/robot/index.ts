export { allowedActions, type ScriptAction } from './rules';
