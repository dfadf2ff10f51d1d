import { lazy, Suspense, useMemo } from 'react';
import { Spin } from 'antd';
import type { Scene } from '../types';

// the same chunk as the editor's canvas: GoJS loads only when a flow is first drawn
const FlowCanvas = lazy(() => import(/* webpackChunkName: "flow-canvas" */ './FlowCanvas'));

const ignore = () => undefined;

export interface FlowPreviewProps {
  scene: Scene;
  scenes: Pick<Scene, 'id' | 'name'>[];
  /** the node to select and bring into view */
  currentKey: string | null;
  height: number;
}

/** One scene's flow, read-only, with one node selected and scrolled into view (training's current node). */
export function FlowPreview({ scene, scenes, currentKey, height }: FlowPreviewProps) {
  const draft = useMemo(() => ({ ...scene, delNodeDataArray: [] }), [scene]);
  return (
    <div style={{ height }}>
      <Suspense fallback={<Spin />}>
        <FlowCanvas
          scene={draft}
          scenes={scenes}
          readOnly
          selectedKey={currentKey}
          showMinimap={false}
          onSelect={ignore}
          onMove={ignore}
          onLink={ignore}
          onDelete={ignore}
          onAddAt={ignore}
          onCommand={ignore}
        />
      </Suspense>
    </div>
  );
}
