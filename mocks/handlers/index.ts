import { authHandlers } from './auth';
import { attributeHandlers } from './crm-attributes';
import { catalogHandlers } from './crm-catalog';
import { customerHandlers } from './crm-customers';
import { followUpHandlers } from './crm-follow-ups';
import { labelHandlers as crmLabelHandlers } from './crm-labels';
import { departmentHandlers } from './departments';
import { explicitNumberHandlers } from './explicit-numbers';
import { roleHandlers } from './roles';
import { feesHandlers } from './fees';
import { feeAllotHandlers } from './fee-allots';
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
import { knowledgeHandlers } from './assistant-knowledge';
import { labelHandlers as assistantLabelHandlers } from './assistant-labels';
import { tokenHandlers } from './assistant-tokens';
import { systemHandlers } from './system';
import { staffHandlers } from './staff';
import { mallAttrHandlers } from './mall-attrs';
import { mallProductHandlers } from './mall-products';
import { orderHandlers } from './orders';
import { orderPlanHandlers } from './order-plans';
import { orderReceiptHandlers } from './order-receipts';
import { contractConfigHandlers } from './contract-config';
import { contractFileHandler, contractFileUploadHandlers } from './contract-files';
import { contractPositionHandlers } from './contract-positions';
import { contractFlowHandlers } from './contract-flow';
import { contractSigningHandlers } from './contract-signing';
import { contractTemplateHandlers } from './contract-templates';
import { afterScheduledRuns, qualityHandlers } from './quality';
import { qualityProjectHandlers } from './quality-projects';
import { qualityReportHandlers } from './quality-reports';
import { qualityResultHandlers } from './quality-results';
import { qualityRuleHandlers } from './quality-rules';
import { statsCallcenterHandlers } from './stats-callcenter';
import { statsDashboardHandlers } from './stats-dashboards';
import { callRecordHandlers } from './call-records';
import { extensionHandlers } from './extensions';
import { flowHandlers } from './flows';
import { planTable, scriptTable } from '../db/flows';
import { apiHandler } from '../kit/http';
import { recordingHandler } from '../kit/recording';
import { contractCheck } from '../contract/check-request';

/**
 * Every handler of the demo backend: the same list serves the browser, Jest and the e2e suite. This is the one
 * file that imports handlers; they share what they need through mocks/db and mocks/kit (mocks/README.md).
 */
export const handlers = [
  apiHandler(
    [
      ...authHandlers,
      ...personalHandlers,
      ...systemHandlers,
      ...homeHandlers,
      ...softphoneHandlers,
      // the customers area (spec section 2, /client/*)
      ...customerHandlers,
      ...followUpHandlers,
      ...crmLabelHandlers,
      ...attributeHandlers,
      ...catalogHandlers,
      ...feesHandlers,
      ...feeAllotHandlers,
      ...departmentHandlers,
      ...explicitNumberHandlers,
      ...roleHandlers,
      ...robotHandlers,
      ...flowHandlers('robot', (id) => !!scriptTable.get(id), 'robot/answer/list'),
      ...robotLibraryHandlers,
      ...robotPointsHandlers,
      ...robotTrainHandlers,
      ...robotRecordingHandlers,
      ...robotStudyHandlers,
      ...robotTaskHandlers,
      ...robotCallRecordHandlers,
      ...assistantHandlers,
      ...flowHandlers('assistant', (id) => !!planTable.get(id), 'assistant/branch/list'),
      ...groupCallHandlers,
      ...queueHandlers,
      ...taskHandlers,
      ...agentHandlers,
      // the assistant's knowledge base, customer profile tags and API tokens
      ...knowledgeHandlers,
      ...assistantLabelHandlers,
      ...tokenHandlers,
      ...staffHandlers,
      ...mallAttrHandlers,
      ...mallProductHandlers,
      ...orderHandlers,
      ...orderPlanHandlers,
      ...orderReceiptHandlers,
      // the contract area (openapi/paths/contracts.yaml)
      ...contractTemplateHandlers,
      ...contractFileUploadHandlers,
      ...contractConfigHandlers,
      ...contractPositionHandlers,
      ...contractFlowHandlers,
      ...contractSigningHandlers,
      // the quality-inspection area: any read or write first runs what the schedules owe by now
      ...[
        ...qualityRuleHandlers,
        ...qualityProjectHandlers,
        ...qualityResultHandlers,
        ...qualityReportHandlers,
        ...qualityHandlers,
      ].map(afterScheduledRuns),
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
