import { assistantLibraryRoutes } from '@/features/assistant-library/routes';
import { assistantPlansRoutes } from '@/features/assistant-plans/routes';
import { callcenterOpsRoutes } from '@/features/callcenter-ops/routes';
import { callcenterStatsRoutes, dashboardRoutes } from '@/features/callcenter-stats/routes';
import { callRoutes } from '@/features/calls/routes';
import { contractRoutes } from '@/features/contracts/routes';
import { crmRoutes } from '@/features/crm/routes';
import { expenseRoutes } from '@/features/expense/routes';
import { homeRoutes } from '@/features/home/routes';
import { mallRoutes } from '@/features/mall/routes';
import { orderRoutes } from '@/features/orders/routes';
import { orgRoutes } from '@/features/org/routes';
import { qualityRoutes } from '@/features/quality/routes';
import { robotRoutes } from '@/features/robot/routes';
import { rolesRoutes } from '@/features/roles/routes';
import { systemRoutes } from '@/features/system/routes';
import { AREAS } from '@/features/permissions';
import type { AppRoute } from '@/lib/app-route';

/**
 * Every route of spec section 2. Menus come from the permission trees; this table says what each path draws.
 * Each screen comes from its feature's routes.ts (lazy loaders only, so none reaches the login page).
 */
export const appRoutes: AppRoute[] = [
  ...homeRoutes,
  ...dashboardRoutes,
  ...callRoutes,
  ...callcenterOpsRoutes,
  ...callcenterStatsRoutes,
  ...crmRoutes,
  ...orderRoutes,
  ...mallRoutes,
  ...expenseRoutes,
  ...rolesRoutes,
  ...orgRoutes,
  ...systemRoutes,
  ...contractRoutes,
  ...robotRoutes,
  ...qualityRoutes,
  ...assistantPlansRoutes,
  ...assistantLibraryRoutes,
];

/** SHELL-24..28: area entry paths and where they lead. */
export const defaultRedirects: Record<string, string> = {
  '/': '/home/index',
  ...Object.fromEntries(AREAS.map((area) => [area.path, area.home])),
};
