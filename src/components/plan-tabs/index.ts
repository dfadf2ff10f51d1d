export { PlanTabs } from './PlanTabs';
export type { PlanTab } from './PlanTabs';
