import * as go from 'gojs';
import type { TFunction } from 'i18next';
import type { JumpTarget } from '../rules/jump-target';
import { installTemplates } from './canvas-templates';

/** What a jump node says it leads to. */
const jumpLabel = (t: TFunction<'flow'>) => (jump: JumpTarget | null) => {
  if (!jump) return '';
  if (jump.kind === 'end') return `${t('node.jumpTarget')}: ${t('node.jumpEnd')}`;
  if (jump.kind === 'scene') return `${t('node.jumpTarget')}: ${jump.name}`;
  if (jump.kind === 'missing') return `${t('node.jumpTarget')}: ${t('node.jumpMissing')}`;
  return `${t('node.jumpTarget')}: ${t('node.jumpNone')}`;
};

/**
 * A flow diagram with the editor's settings and templates. GoJS's own undo is off: undo is the slice's,
 * per scene.
 */
export function newFlowDiagram(div: HTMLDivElement, t: TFunction<'flow'>) {
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
  installTemplates(diagram, jumpLabel(t));
  return diagram;
}
