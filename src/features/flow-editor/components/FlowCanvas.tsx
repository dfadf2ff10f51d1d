import * as go from 'gojs';
import { useEffect, useImperativeHandle, useLayoutEffect, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { getConsoleConfig } from '@/lib/runtime-config';
import type { FlowLink, Scene, SceneDraft } from '../types';
import { CanvasContents } from './canvas-contents';
import { newFlowDiagram } from './canvas-diagram';
import { EVALUATION_NOTICE_PX, framePart } from './canvas-frame';
import { createCanvasMapper, type CanvasLink } from './diagram-model';
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
  /**
   * A preview: the selected node is always shown whole, clear of GoJS's evaluation notice (no licence key),
   * instead of only being scrolled into view.
   */
  frameSelected?: boolean;
  onSelect(key: string | null): void;
  onMove(moves: { key: string; loc: string }[]): void;
  onLink(link: FlowLink): void;
  onDelete(nodes: string[], links: FlowLink[]): void;
  onAddAt(loc: string): void;
  onCommand(command: CanvasCommand): void;
}

const licenseKey = getConsoleConfig().gojsLicenseKey;
if (licenseKey) go.Diagram.licenseKey = licenseKey;
/** The band at the top of the view a framed node keeps clear of. */
const clearTop = licenseKey ? 0 : EVALUATION_NOTICE_PX;

/** Frames the selected node of a preview; nothing before GoJS has measured it (the first layout frames it then). */
function frameSelection(diagram: go.Diagram, key: string | null) {
  const node = key === null ? null : diagram.findNodeForKey(key);
  if (node) framePart(diagram, node, clearTop);
}

/**
 * The GoJS canvas (FLOW-01). It only draws the slice's scene and reports gestures (select, move,
 * link, delete, double-click, shortcuts); every rule lives in the reducers.
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
  const { scene, scenes, readOnly, selectedKey, showMinimap, frameSelected, ref } = props;
  const contents = useRef<CanvasContents | null>(null);
  const mapper = useRef(createCanvasMapper());
  // The minimap waits for the canvas's first drawing: it draws the whole scene again, and the scene itself
  // comes first.
  const [drawn, setDrawn] = useState(false);

  // The diagram and its templates, once.
  useEffect(() => {
    const diagram = newFlowDiagram(div.current!, t);
    // a framed node may sit where the scene's bounds would stop the view
    if (callbacks.current.frameSelected) diagram.scrollMode = go.ScrollMode.Infinite;

    const held = new CanvasContents(diagram, function* pinned() {
      if (callbacks.current.selectedKey) yield callbacks.current.selectedKey;
      for (const p of diagram.selection) if (!(p instanceof go.Link)) yield String(p.key);
    });
    contents.current = held;
    // A big scene draws what comes into view once per frame while the view moves.
    let frame = 0;
    diagram.addDiagramListener('ViewportBoundsChanged', () => {
      if (!held.windowed || frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        held.refresh();
      });
    });
    diagram.addDiagramListener('ChangedSelection', () => {
      if (held.busy) return;
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
    // The scene the canvas has drawn, for the minimap and as test and bench instrumentation (GoJS lays a new
    // model out and draws it in the same animation frame, so the frame after this is the first to show it).
    diagram.addDiagramListener('InitialLayoutCompleted', () => {
      if (held.sceneId === null) return;
      if (callbacks.current.frameSelected) frameSelection(diagram, callbacks.current.selectedKey);
      div.current?.setAttribute('data-drawn', String(held.sceneId));
      setDrawn(true);
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
        /** Nodes drawn (a big scene draws only what is in and near the view). */
        count: () => diagram.nodes.count,
        /** Where a node is drawn on the page, its whole box. */
        rect(key: string) {
          const node = diagram.findNodeForKey(key);
          if (!node) return null;
          const b = node.actualBounds;
          const topLeft = diagram.transformDocToView(new go.Point(b.x, b.y));
          const bottomRight = diagram.transformDocToView(new go.Point(b.right, b.bottom));
          const rect = div.current!.getBoundingClientRect();
          return {
            left: rect.left + topLeft.x,
            top: rect.top + topLeft.y,
            right: rect.left + bottomRight.x,
            bottom: rect.top + bottomRight.y,
          };
        },
        /** The selected node's key. */
        selected: () => {
          const part = diagram.selection.first();
          return part ? String(part.key) : null;
        },
        /** Nodes of the scene, drawn or not. */
        total: () => held.total,
        /** Moves the view as a scroll would. */
        pan(dx: number, dy: number) {
          diagram.position = new go.Point(diagram.position.x + dx, diagram.position.y + dy);
        },
        links: () => diagram.links.count,
        keys: () => {
          const keys: string[] = [];
          diagram.nodes.each((n) => void keys.push(String(n.key)));
          return keys;
        },
      },
    });
    return () => {
      cancelAnimationFrame(frame);
      diagram.div = null;
      diagramRef.current = null;
      contents.current = null;
    };
  }, [t]);

  // FLOW-01: the slice's scene, synced by difference so a big scene stays fast.
  useEffect(() => {
    if (!contents.current) return;
    const { nodes, links } = mapper.current(scene, scenes);
    contents.current.setScene(scene.id, nodes, links);
    div.current?.setAttribute('data-ready', String(scene.id));
  }, [scene, scenes]);

  useEffect(() => {
    if (diagramRef.current) diagramRef.current.isReadOnly = readOnly;
  }, [readOnly]);

  // The slice's selection (a click on a problem, a found node) shows on the canvas.
  useEffect(() => {
    contents.current?.select(selectedKey, 'ifHidden');
    if (frameSelected && diagramRef.current) frameSelection(diagramRef.current, selectedKey);
  }, [selectedKey, scene, frameSelected]);

  useEffect(() => {
    if (!showMinimap || !drawn || !overviewDiv.current || !diagramRef.current) return;
    const overview = new go.Overview(overviewDiv.current, {
      observed: diagramRef.current,
      contentAlignment: go.Spot.Center,
    });
    return () => {
      overview.div = null;
    };
  }, [showMinimap, drawn]);

  useImperativeHandle(
    ref,
    () => ({
      layout() {
        const diagram = diagramRef.current;
        if (!diagram || !contents.current) return [];
        // the layout places every node, so a windowed scene draws all of them for it
        contents.current.drawAll();
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
        contents.current?.select(key, 'always');
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
