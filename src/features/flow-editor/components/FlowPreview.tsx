import { useMemo } from 'react';
import { Spin } from 'antd';
import { lazyPreloaded } from '@/lib/lazy-preloaded';
import { useAfterPaint } from '@/lib/use-after-paint';
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

/**
 * One scene's flow, read-only, with one node selected and shown whole (training's current node), clear of
 * GoJS's evaluation notice when no licence key is configured. It draws
 * after the screen around it: a first GoJS diagram took 300–400 ms at 4× CPU (npm run bench), and the training
 * conversation beside it waited for it.
 */
export function FlowPreview({ scene, scenes, currentKey, height }: FlowPreviewProps) {
  const draft = useMemo(() => ({ ...scene, delNodeDataArray: [] }), [scene]);
  const painted = useAfterPaint();
  return (
    <div style={{ height }}>
      {painted ? (
        <FlowCanvas
          scene={draft}
          scenes={scenes}
          readOnly
          selectedKey={currentKey}
          showMinimap={false}
          frameSelected
          onSelect={ignore}
          onMove={ignore}
          onLink={ignore}
          onDelete={ignore}
          onAddAt={ignore}
          onCommand={ignore}
        />
      ) : (
        <Spin />
      )}
    </div>
  );
}
