export { FlowEditor, type FlowEditorProps } from './components/FlowEditor';
export type { FlowKind } from './types';
