import { useMemo } from 'react';
import { Spin } from 'antd';
import { lazyPreloaded } from '@/lib/lazy-preloaded';
import type { Scene } from '../types';
import { loadCanvas } from './canvas-loader';

// the editor's canvas, from the same chunk
const FlowCanvas = lazyPreloaded(loadCanvas, () => <Spin />);

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
    </div>
  );
}
