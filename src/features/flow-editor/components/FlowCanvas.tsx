import * as go from 'gojs';
import { useEffect, useImperativeHandle, useLayoutEffect, useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { getConsoleConfig } from '@/app/runtime-config';
import type { JumpTarget } from '../rules/jump-target';
import type { FlowLink, Scene, SceneDraft } from '../types';
import { createCanvasMapper, type CanvasLink, type CanvasNode } from './diagram-model';
import styles from './flow-canvas.styles';

export type CanvasCommand = 'undo' | 'redo' | 'copy' | 'paste';

export interface FlowCanvasHandle {
  /** Runs the automatic layout and answers where every node went. */
  layout(): { key: string; loc: string }[];
  /** Selects a node and scrolls it into view. */
  focus(key: string): void;
}

export interface FlowCanvasProps {
  ref?: Ref<FlowCanvasHandle>;
  scene: SceneDraft;
  scenes: Pick<Scene, 'id' | 'name'>[];
  readOnly: boolean;
  selectedKey: string | null;
  showMinimap: boolean;
  onSelect(key: string | null): void;
  onMove(moves: { key: string; loc: string }[]): void;
  onLink(link: FlowLink): void;
  onDelete(nodes: string[], links: FlowLink[]): void;
  onAddAt(loc: string): void;
  onCommand(command: CanvasCommand): void;
}

const licenseKey = getConsoleConfig().gojsLicenseKey;
if (licenseKey) go.Diagram.licenseKey = licenseKey;

/** Above this many nodes links no longer route around nodes. */
const AVOID_NODES_MAX = 200;
const BLUE = '#1677ff';
const GREEN = '#52c41a';
const ORANGE = '#fa8c16';

/**
 * The GoJS canvas (FLOW-01). It only draws the slice's scene and reports gestures (select, move,
 * link, delete, double-click, shortcuts); every rule lives in the reducers. GoJS's own undo is off:
 * undo is the slice's, per scene.
 */
export default function FlowCanvas(props: FlowCanvasProps) {
  const { t } = useTranslation('flow');
  const div = useRef<HTMLDivElement>(null);
  const overviewDiv = useRef<HTMLDivElement>(null);
  const diagramRef = useRef<go.Diagram | null>(null);
  const callbacks = useRef(props);
  useLayoutEffect(() => {
    callbacks.current = props;
  });
  const { scene, scenes, readOnly, selectedKey, showMinimap, ref } = props;
  const shown = useRef<{
    sceneId: number | null;
    nodes: Map<string, CanvasNode>;
    links: Map<string, CanvasLink>;
  }>({
    sceneId: null,
    nodes: new Map(),
    links: new Map(),
  });
  const mapper = useRef(createCanvasMapper());
  const syncing = useRef(false);

  // The diagram and its templates, once.
  useEffect(() => {
    const jumpLabel = (jump: JumpTarget | null) => {
      if (!jump) return '';
      if (jump.kind === 'end') return `${t('node.jumpTarget')}: ${t('node.jumpEnd')}`;
      if (jump.kind === 'scene') return `${t('node.jumpTarget')}: ${jump.name}`;
      if (jump.kind === 'missing') return `${t('node.jumpTarget')}: ${t('node.jumpMissing')}`;
      return `${t('node.jumpTarget')}: ${t('node.jumpNone')}`;
    };
    const diagram = new go.Diagram(div.current!, {
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
        new go.TextBlock({ margin: new go.Margin(3, 8), font: '12px sans-serif', stroke: BLUE }).bind(
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
          font: 'bold 14px sans-serif',
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
            new go.TextBlock({ margin: new go.Margin(4, 0, 0, 0), stroke: ORANGE }).bind(
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

    diagram.addDiagramListener('ChangedSelection', () => {
      if (syncing.current) return;
      const node = diagram.selection.filter((p) => p instanceof go.Node && !(p instanceof go.Link)).first();
      callbacks.current.onSelect(node ? String(node.key) : null);
    });
    diagram.addDiagramListener('SelectionMoved', () => {
      const moves: { key: string; loc: string }[] = [];
      diagram.selection.each((p) => {
        if (p instanceof go.Node && !(p instanceof go.Link))
          moves.push({ key: String(p.key), loc: go.Point.stringify(p.location) });
      });
      if (moves.length) callbacks.current.onMove(moves);
    });
    diagram.addDiagramListener('LinkDrawn', (e) => {
      const link = e.subject as go.Link;
      const data = link.data as { fromPort?: string; to?: string };
      // The drawn link is the canvas's guess; the slice decides, and the next sync shows its answer.
      if (data.fromPort && data.to) callbacks.current.onLink({ from: data.fromPort, to: String(data.to) });
      diagram.model.commit((m) => (m as go.GraphLinksModel).removeLinkData(link.data), null);
    });
    diagram.addDiagramListener('BackgroundDoubleClicked', () => {
      if (!diagram.isReadOnly) callbacks.current.onAddAt(go.Point.stringify(diagram.lastInput.documentPoint));
    });

    const commands = diagram.commandHandler;
    commands.deleteSelection = () => {
      const nodes: string[] = [];
      const links: FlowLink[] = [];
      diagram.selection.each((p) => {
        if (p instanceof go.Link) {
          const d = p.data as CanvasLink;
          links.push({ from: d.fromPort, to: d.to });
        } else if (p instanceof go.Node) nodes.push(String(p.key));
      });
      callbacks.current.onDelete(nodes, links);
    };
    const baseKeyDown = commands.doKeyDown.bind(commands);
    commands.doKeyDown = () => {
      const e = diagram.lastInput;
      const key = (e.event as KeyboardEvent | undefined)?.key?.toLowerCase();
      if (e.control || e.meta) {
        if (key === 'z') return callbacks.current.onCommand(e.shift ? 'redo' : 'undo');
        if (key === 'y') return callbacks.current.onCommand('redo');
        if (key === 'c') return callbacks.current.onCommand('copy');
        if (key === 'v') return callbacks.current.onCommand('paste');
      }
      baseKeyDown();
    };

    diagramRef.current = diagram;
    // Test and bench instrumentation: where a node or a branch port is on screen.
    Object.assign(div.current!, {
      flowProbe: {
        point(key: string, portId?: string) {
          const node = diagram.findNodeForKey(key);
          const obj = portId ? node?.findPort(portId) : node;
          if (!obj) return null;
          const b = obj.getDocumentBounds();
          const view = diagram.transformDocToView(new go.Point(b.centerX, b.centerY));
          const rect = div.current!.getBoundingClientRect();
          return { x: rect.left + view.x, y: rect.top + view.y };
        },
        count: () => diagram.nodes.count,
        links: () => diagram.links.count,
        keys: () => {
          const keys: string[] = [];
          diagram.nodes.each((n) => void keys.push(String(n.key)));
          return keys;
        },
      },
    });
    return () => {
      diagram.div = null;
      diagramRef.current = null;
      shown.current = { sceneId: null, nodes: new Map(), links: new Map() };
    };
  }, [t]);

  // FLOW-01: the slice's scene, synced by difference so a big scene stays fast.
  useEffect(() => {
    const diagram = diagramRef.current;
    if (!diagram) return;
    const { nodes, links } = mapper.current(scene, scenes);
    const model = diagram.model as go.GraphLinksModel;
    const prev = shown.current;
    syncing.current = true;
    if (prev.sceneId !== scene.id) {
      // Routing around nodes costs too much on big scenes; straight orthogonal links keep them fast.
      diagram.linkTemplate.routing =
        nodes.length > AVOID_NODES_MAX ? go.Routing.Orthogonal : go.Routing.AvoidsNodes;
      diagram.model = new go.GraphLinksModel({
        linkKeyProperty: 'key',
        linkFromPortIdProperty: 'fromPort',
        nodeDataArray: nodes.map((n) => structuredClone(n)),
        linkDataArray: links.map((l) => ({ ...l })),
      });
    } else {
      model.commit((base) => {
        const m = base as go.GraphLinksModel;
        const nextKeys = new Set(nodes.map((n) => n.key));
        for (const key of prev.nodes.keys())
          if (!nextKeys.has(key)) m.removeNodeData(m.findNodeDataForKey(key)!);
        for (const n of nodes) {
          const before = prev.nodes.get(n.key);
          if (before === n) continue;
          const data = m.findNodeDataForKey(n.key);
          if (!data) m.addNodeData(structuredClone(n));
          else
            for (const prop of Object.keys(n) as (keyof CanvasNode)[])
              if (prop !== 'key' && JSON.stringify(before?.[prop]) !== JSON.stringify(n[prop]))
                m.set(data, prop, structuredClone(n[prop]));
        }
        const nextLinks = new Set(links.map((l) => l.key));
        for (const key of prev.links.keys())
          if (!nextLinks.has(key)) {
            const data = m.findLinkDataForKey(key);
            if (data) m.removeLinkData(data);
          }
        for (const l of links) if (!prev.links.has(l.key)) m.addLinkData({ ...l });
      }, null);
    }
    shown.current = {
      sceneId: scene.id,
      nodes: new Map(nodes.map((n) => [n.key, n])),
      links: new Map(links.map((l) => [l.key, l])),
    };
    syncing.current = false;
    div.current?.setAttribute('data-ready', String(scene.id));
  }, [scene, scenes]);

  useEffect(() => {
    if (diagramRef.current) diagramRef.current.isReadOnly = readOnly;
  }, [readOnly]);

  // The slice's selection (a click on a problem, a found node) shows on the canvas.
  useEffect(() => {
    const diagram = diagramRef.current;
    if (!diagram) return;
    const node = selectedKey ? diagram.findNodeForKey(selectedKey) : null;
    const current = diagram.selection.first();
    if ((node ?? null) === (current ?? null)) return;
    syncing.current = true;
    if (node) {
      diagram.select(node);
      if (!diagram.viewportBounds.containsRect(node.actualBounds)) diagram.centerRect(node.actualBounds);
    } else diagram.clearSelection();
    syncing.current = false;
  }, [selectedKey, scene]);

  useEffect(() => {
    if (!showMinimap || !overviewDiv.current || !diagramRef.current) return;
    const overview = new go.Overview(overviewDiv.current, {
      observed: diagramRef.current,
      contentAlignment: go.Spot.Center,
    });
    return () => {
      overview.div = null;
    };
  }, [showMinimap]);

  useImperativeHandle(
    ref,
    () => ({
      layout() {
        const diagram = diagramRef.current;
        if (!diagram) return [];
        diagram.layout = new go.LayeredDigraphLayout({
          direction: 0,
          layerSpacing: 80,
          columnSpacing: 24,
          isInitial: false,
          isOngoing: false,
        });
        diagram.layoutDiagram(true);
        const moves: { key: string; loc: string }[] = [];
        diagram.nodes.each((n) => {
          moves.push({ key: String(n.key), loc: go.Point.stringify(n.location) });
        });
        return moves;
      },
      focus(key) {
        const diagram = diagramRef.current;
        const node = diagram?.findNodeForKey(key);
        if (!diagram || !node) return;
        diagram.select(node);
        diagram.centerRect(node.actualBounds);
      },
    }),
    [],
  );

  return (
    <div style={styles.wrap}>
      <div
        ref={div}
        style={styles.canvas}
        role="application"
        aria-label={t('canvasLabel')}
        data-testid="flow-canvas"
      />
      {showMinimap && <div ref={overviewDiv} style={styles.minimap} data-testid="flow-minimap" />}
    </div>
  );
}
