export { FlowEditor, type FlowEditorProps } from './components/FlowEditor';
export { FlowPreview, type FlowPreviewProps } from './components/FlowPreview';
export type { FlowKind } from './types';
