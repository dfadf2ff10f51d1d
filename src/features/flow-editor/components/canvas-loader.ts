import { preloadable } from '@/lib/preloadable';

// gojs travels only in this chunk: it loads when a flow is first drawn, or ahead when its screen asks.
export const loadCanvas = preloadable(() => import(/* webpackChunkName: "flow-canvas" */ './FlowCanvas'));
