import { authHandlers } from './auth';
import { crmHandlers } from './crm';
import { departmentHandlers } from './departments';
import { explicitNumberHandlers } from './explicit-numbers';
import { roleHandlers } from './roles';
import { feesHandlers } from './fees';
import { homeHandlers } from './home';
import { personalHandlers } from './personal';
import { softphoneHandlers } from './softphone';
import { robotHandlers } from './robot';
import { robotLibraryHandlers } from './robot-library';
import { robotPointsHandlers } from './robot-points';
import { robotRecordingHandlers } from './robot-recordings';
import { robotTrainHandlers } from './robot-train';
import { robotStudyHandlers } from './robot-study';
import { robotTaskHandlers } from './robot-tasks';
import { robotCallRecordHandlers } from './robot-task-calls';
import { assistantHandlers } from './assistant';
import { groupCallHandlers } from './group-call';
import { agentHandlers } from './callcenter-agents';
import { queueHandlers } from './callcenter-queues';
import { taskHandlers } from './callcenter-tasks';
import { assistantLibraryHandlers } from './assistant-library';
import { systemHandlers } from './system';
import { staffHandlers } from './staff';
import { mallAttrHandlers } from './mall-attrs';
import { mallProductHandlers } from './mall-products';
import { orderHandlers } from './orders';
import { orderPlanHandlers } from './order-plans';
import { orderReceiptHandlers } from './order-receipts';
import { contractFileHandler, contractHandlers } from './contracts';
import { qualityHandlers } from './quality';
import { statsCallcenterHandlers } from './stats-callcenter';
import { statsDashboardHandlers } from './stats-dashboards';
import { callRecordHandlers } from './call-records';
import { extensionHandlers } from './extensions';
import { apiHandler } from './http';
import { recordingHandler } from '../kit/recording';
import { contractCheck } from '../contract/check-request';

/** Every handler of the demo backend: the same list serves the browser, Jest and the e2e suite. */
export const handlers = [
  apiHandler(
    [
      ...authHandlers,
      ...personalHandlers,
      ...systemHandlers,
      ...homeHandlers,
      ...softphoneHandlers,
      ...crmHandlers,
      ...feesHandlers,
      ...departmentHandlers,
      ...explicitNumberHandlers,
      ...roleHandlers,
      ...robotHandlers,
      ...robotLibraryHandlers,
      ...robotPointsHandlers,
      ...robotTrainHandlers,
      ...robotRecordingHandlers,
      ...robotStudyHandlers,
      ...robotTaskHandlers,
      ...robotCallRecordHandlers,
      ...assistantHandlers,
      ...groupCallHandlers,
      ...queueHandlers,
      ...taskHandlers,
      ...agentHandlers,
      ...assistantLibraryHandlers,
      ...staffHandlers,
      ...mallAttrHandlers,
      ...mallProductHandlers,
      ...orderHandlers,
      ...orderPlanHandlers,
      ...orderReceiptHandlers,
      ...contractHandlers,
      ...qualityHandlers,
      ...statsCallcenterHandlers,
      ...statsDashboardHandlers,
      ...callRecordHandlers,
      ...extensionHandlers,
    ],
    { validateRequest: contractCheck },
  ),
  contractFileHandler,
  recordingHandler,
];
