export { FlowEditor, preloadFlowCanvas, type FlowEditorProps } from './components/FlowEditor';
export { prefetchFlowDetail } from './flow-handover';
export { FlowPreview, type FlowPreviewProps } from './components/FlowPreview';
export type { FlowKind } from './types';
export { warmUpFlowCanvas } from './warm-up';
