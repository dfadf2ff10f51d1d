import * as go from 'gojs';
import { FONT_FAMILY } from '@/lib/font-family';
import type { JumpTarget } from '../rules/jump-target';

const BLUE = '#1677ff';
const GREEN = '#52c41a';
const ORANGE = '#fa8c16';
/** gojs's own default size (13px), in the console's fonts */
const TEXT_FONT = `13px ${FONT_FAMILY}`;

/** The node and link templates: normal nodes with their branches as ports, jump nodes, links. */
export function installTemplates(diagram: go.Diagram, jumpLabel: (jump: JumpTarget | null) => string) {
  const branchTemplate = new go.Panel('Auto', {
    margin: new go.Margin(2, 0),
    stretch: go.Stretch.Horizontal,
    fromLinkable: true,
    fromSpot: go.Spot.Right,
    cursor: 'crosshair',
  })
    .bind('portId', 'portId')
    .add(
      new go.Shape('RoundedRectangle', { fill: '#e6f4ff', stroke: '#91caff', strokeWidth: 1 }),
      new go.TextBlock({ margin: new go.Margin(3, 8), font: `12px ${FONT_FAMILY}`, stroke: BLUE }).bind(
        'text',
        'text',
      ),
    );

  const header = (color: string) =>
    new go.Panel('Horizontal', { alignment: go.Spot.Left }).add(
      new go.Shape('Circle', {
        width: 8,
        height: 8,
        fill: GREEN,
        stroke: null,
        margin: new go.Margin(0, 6, 0, 0),
      }).bind('visible', 'start'),
      new go.TextBlock({
        font: `bold 14px ${FONT_FAMILY}`,
        stroke: color,
        maxSize: new go.Size(220, NaN),
      }).bind('text', 'title'),
    );

  diagram.nodeTemplateMap.add(
    'normal',
    new go.Node('Auto', { locationSpot: go.Spot.TopLeft, minSize: new go.Size(180, NaN) })
      .bindTwoWay('location', 'loc', go.Point.parse, go.Point.stringify)
      .add(
        new go.Shape('RoundedRectangle', {
          fill: '#fff',
          strokeWidth: 1.5,
          portId: '',
          toLinkable: true,
          cursor: 'move',
        }).bind('stroke', 'start', (s: boolean) => (s ? GREEN : BLUE)),
        new go.Panel('Vertical', {
          margin: 8,
          defaultAlignment: go.Spot.Left,
          stretch: go.Stretch.Horizontal,
        }).add(
          header(BLUE),
          new go.TextBlock({
            margin: new go.Margin(4, 0),
            font: TEXT_FONT,
            stroke: '#595959',
            maxSize: new go.Size(220, NaN),
          }).bind('text', 'content'),
          new go.Panel('Vertical', { itemTemplate: branchTemplate, stretch: go.Stretch.Horizontal }).bind(
            'itemArray',
            'branches',
          ),
        ),
      ),
  );

  diagram.nodeTemplateMap.add(
    'jump',
    new go.Node('Auto', { locationSpot: go.Spot.TopLeft, minSize: new go.Size(160, NaN) })
      .bindTwoWay('location', 'loc', go.Point.parse, go.Point.stringify)
      .add(
        new go.Shape('RoundedRectangle', {
          fill: '#fff7e6',
          stroke: ORANGE,
          strokeWidth: 1.5,
          portId: '',
          toLinkable: true,
          cursor: 'move',
        }),
        new go.Panel('Vertical', { margin: 8, defaultAlignment: go.Spot.Left }).add(
          header(ORANGE),
          new go.TextBlock({ margin: new go.Margin(4, 0, 0, 0), font: TEXT_FONT, stroke: ORANGE }).bind(
            'text',
            'jump',
            jumpLabel,
          ),
        ),
      ),
  );

  diagram.linkTemplate = new go.Link({
    routing: go.Routing.AvoidsNodes,
    curve: go.Curve.JumpOver,
    corner: 6,
    relinkableFrom: false,
    relinkableTo: false,
  }).add(
    new go.Shape({ stroke: '#8c8c8c', strokeWidth: 1.5 }),
    new go.Shape({ toArrow: 'Standard', fill: '#8c8c8c', stroke: null }),
  );
}

/** Above this many nodes links no longer route around nodes. */
const AVOID_NODES_MAX = 200;

/** Routing around nodes and jumping over crossings cost too much on big scenes: plain orthogonal links there. */
export function styleLinksFor(diagram: go.Diagram, nodeCount: number) {
  const big = nodeCount > AVOID_NODES_MAX;
  diagram.linkTemplate.routing = big ? go.Routing.Orthogonal : go.Routing.AvoidsNodes;
  diagram.linkTemplate.curve = big ? go.Curve.None : go.Curve.JumpOver;
}
