// The editor keeps its own drafts. The contract gives the script and plan details and the scene and branch
// writes no cache entity (x-entity), so a write never refetches a detail, which would replace unsaved scenes.
export { robotGeneratedApi as robotFlowApi } from '@/api/generated/robot.gen';
export { assistantGeneratedApi as assistantFlowApi } from '@/api/generated/assistant.gen';
