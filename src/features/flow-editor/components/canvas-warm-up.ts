import type { TFunction } from 'i18next';
import { JUMP_END_CALL, type FlowNode } from '../types';
import { CanvasContents } from './canvas-contents';
import { newFlowDiagram } from './canvas-diagram';
import { createCanvasMapper } from './diagram-model';

/** A small scene with every kind of part the canvas draws: a start node with branches, a node, a jump, links. */
function sampleScene(t: TFunction<'flow'>) {
  const node = (key: string, nodeType: FlowNode['nodeType'], more: Partial<FlowNode> = {}): FlowNode => ({
    key,
    text: t('canvasLabel'),
    type: nodeType,
    nodeType,
    content: t('node.jumpTarget'),
    ...more,
  });
  return {
    nodeDataArray: [
      node('start', 'normal', { start: true, loc: '0 0' }),
      node('b1', 'button', { group: 'start' }),
      node('b2', 'button', { group: 'start' }),
      node('next', 'normal', { loc: '300 0' }),
      node('end', 'jump', { jumpId: JUMP_END_CALL, loc: '300 200' }),
    ],
    linkDataArray: [
      { from: 'b1', to: 'next' },
      { from: 'b2', to: 'end' },
    ],
  };
}

/**
 * A page's first GoJS diagram costs several times what the next ones do: the library's one-time set-up, the
 * first run of its measuring and drawing code, the canvas fonts. Draws a small scene once, off the page (not
 * on screen, in the tab order or for screen readers), and removes it once drawn, so the user's first flow
 * pays only for its own scene. Answers a function that removes it early.
 */
export function warmUpCanvas(t: TFunction<'flow'>): () => void {
  const host = document.createElement('div');
  host.setAttribute('aria-hidden', 'true');
  host.inert = true;
  Object.assign(host.style, {
    position: 'fixed',
    left: '-10000px',
    top: '0',
    width: '640px',
    height: '400px',
    visibility: 'hidden',
    pointerEvents: 'none',
  });
  document.body.append(host);
  const diagram = newFlowDiagram(host, t);
  const dispose = () => {
    diagram.div = null;
    host.remove();
  };
  // the frame after the first drawing: the drawing itself is what warms
  diagram.addDiagramListener('InitialLayoutCompleted', () => requestAnimationFrame(dispose));
  const { nodes, links } = createCanvasMapper()(sampleScene(t), []);
  new CanvasContents(diagram, () => []).setScene(0, nodes, links);
  return dispose;
}
