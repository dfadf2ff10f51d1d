import type { FlowCanvasProps } from '@/features/flow-editor/components/FlowCanvas';

/**
 * jsdom has no canvas for GoJS: this stand-in lists the nodes the editor hands to the canvas and
 * reports a click as the canvas would; the selected node is the current one. GoJS drawing itself is checked in Chromium (tests/e2e).
 */
export default function FlowCanvasStub({ scene, selectedKey, onSelect }: FlowCanvasProps) {
  return (
    <ul data-testid="flow-canvas" aria-label="canvas">
      {scene.nodeDataArray
        .filter((n) => n.nodeType !== 'button')
        .map((n) => (
          <li key={n.key}>
            <button
              type="button"
              aria-current={n.key === selectedKey ? 'true' : undefined}
              onClick={() => onSelect(n.key)}
            >
              {`node:${n.text}`}
            </button>
          </li>
        ))}
    </ul>
  );
}
