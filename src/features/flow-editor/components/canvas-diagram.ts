import * as go from 'gojs';
import type { JumpTarget } from '../rules/jump-target';
import { installTemplates } from './canvas-templates';

/**
 * A flow diagram with the editor's settings and templates. GoJS's own undo is off: undo is the slice's,
 * per scene.
 */
export function newFlowDiagram(div: HTMLDivElement, jumpLabel: (jump: JumpTarget | null) => string) {
  const diagram = new go.Diagram(div, {
    'undoManager.isEnabled': false,
    'animationManager.isEnabled': false,
    'toolManager.mouseWheelBehavior': go.WheelMode.Zoom,
    'linkingTool.direction': go.LinkingDirection.ForwardsOnly,
    allowCopy: false,
    allowClipboard: false,
    initialDocumentSpot: go.Spot.TopLeft,
    initialViewportSpot: go.Spot.TopLeft,
    padding: 40,
    model: new go.GraphLinksModel({ linkKeyProperty: 'key', linkFromPortIdProperty: 'fromPort' }),
  });
  installTemplates(diagram, jumpLabel);
  return diagram;
}
