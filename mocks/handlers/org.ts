import { flows } from './flows';
import { authed, ok } from './http';

/**
 * The department tree and the customers' follow-up stages: the assistant plan form picks from them.
 * (Issue 6's CRM screens read the same two endpoints; the lead keeps one copy at merge.)
 */
export const orgHandlers = [
  authed('departments/tree', () => ok(flows().departments)),
  authed('crm/node', () => ok(flows().crmNodes)),
];
