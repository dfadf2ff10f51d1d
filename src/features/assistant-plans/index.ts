export { canUseCustomRule } from './rules';
