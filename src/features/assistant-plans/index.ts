export const PlanListPage = () =>
  import(/* webpackChunkName: "page-assistant-speech" */ './pages/PlanListPage');
export const PlanDetailPage = () =>
  import(/* webpackChunkName: "page-assistant-speech-stage" */ './pages/PlanDetailPage');
export { canUseCustomRule } from './rules';
