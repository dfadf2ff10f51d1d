import { contractConfigHandlers } from './contract-config';
import { contractFileUploadHandlers } from './contract-files';
import { contractPositionHandlers } from './contract-positions';
import { contractFlowHandlers } from './contract-flow';
import { contractSigningHandlers } from './contract-signing';
import { contractTemplateHandlers } from './contract-templates';

/** The contract area's endpoints (openapi/paths/contracts.yaml). */
export const contractHandlers = [
  ...contractTemplateHandlers,
  ...contractFileUploadHandlers,
  ...contractConfigHandlers,
  ...contractPositionHandlers,
  ...contractFlowHandlers,
  ...contractSigningHandlers,
];

export { contractFileHandler } from './contract-files';
