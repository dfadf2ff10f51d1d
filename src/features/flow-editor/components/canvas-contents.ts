import * as go from 'gojs';
import { styleLinksFor } from './canvas-templates';
import { estimateBox, union, windowOf, WINDOWED_MIN_NODES, type Box } from './canvas-window';
import type { CanvasLink, CanvasNode } from './diagram-model';

const newModel = (nodes: CanvasNode[] = [], links: CanvasLink[] = []) =>
  new go.GraphLinksModel({
    linkKeyProperty: 'key',
    linkFromPortIdProperty: 'fromPort',
    nodeDataArray: nodes.map((n) => structuredClone(n)),
    linkDataArray: links.map((l) => ({ ...l })),
  });

const toRect = (b: Box) => new go.Rect(b.x, b.y, b.width, b.height);

/**
 * What the diagram holds, kept in step with the slice's scene by difference, so an edit touches
 * only what changed. A big scene is windowed: only the nodes in and near the view (and the
 * selection) are parts, the rest join as the view moves, and the document keeps the whole scene's
 * size so scrolling and the minimap's frame cover all of it.
 */
export class CanvasContents {
  /** True while the canvas itself changes the diagram, so its listeners do not report it as a gesture. */
  busy = false;
  private shownScene: number | null = null;
  private all: { nodes: CanvasNode[]; links: CanvasLink[] } = { nodes: [], links: [] };
  private boxes = new Map<string, Box>();
  private shownNodes = new Map<string, CanvasNode>();
  private shownLinks = new Map<string, CanvasLink>();

  constructor(
    private readonly diagram: go.Diagram,
    /** Keys that must stay drawn whatever the view (the selection). */
    private readonly pinned: () => Iterable<string>,
  ) {}

  get windowed() {
    return this.all.nodes.length > WINDOWED_MIN_NODES;
  }

  /** The scene the diagram holds. */
  get sceneId() {
    return this.shownScene;
  }

  /** How many nodes the scene has, drawn or not. */
  get total() {
    return this.all.nodes.length;
  }

  setScene(sceneId: number, nodes: CanvasNode[], links: CanvasLink[]) {
    this.all = { nodes, links };
    this.boxes = this.windowed ? new Map(nodes.map((n) => [n.key, estimateBox(n)])) : new Map();
    const bounds = this.windowed ? union(this.boxes.values()) : null;
    this.diagram.fixedBounds = bounds ? toRect(bounds) : new go.Rect(NaN, NaN, NaN, NaN);
    if (sceneId !== this.shownScene) {
      this.shownScene = sceneId;
      styleLinksFor(this.diagram, nodes.length);
      const first = this.windowed && bounds ? this.contentsFor(this.viewAt(bounds)) : this.all;
      this.withBusy(() => (this.diagram.model = newModel(first.nodes, first.links)));
      this.shownNodes = new Map(first.nodes.map((n) => [n.key, n]));
      this.shownLinks = new Map(first.links.map((l) => [l.key, l]));
    } else this.refresh(true);
  }

  /**
   * Brings the window in step with the view (called as the view moves). Not while a node is dragged
   * or a link drawn: GoJS's tool owns the parts then, and the gesture's end refreshes anyway.
   */
  refresh(force = false) {
    if (!force && this.windowed) {
      const tools = this.diagram.toolManager;
      if (tools.draggingTool.isActive || tools.linkingTool.isActive) return;
    }
    const next = this.windowed ? this.contentsFor(this.viewAround()) : this.all;
    this.show(next.nodes, next.links);
  }

  /**
   * Selects a node (drawing it first if it is outside the window) and scrolls it into view: always,
   * or only when it is not already in view.
   */
  select(key: string | null, center: 'always' | 'ifHidden') {
    const d = this.diagram;
    const node = key ? this.reveal(key) : null;
    if (center === 'ifHidden' && (node ?? null) === (d.selection.first() ?? null)) return;
    this.withBusy(() => {
      if (!node) return void d.clearSelection();
      d.select(node);
      const bounds = this.boundsOf(node);
      if (center === 'always' || !d.viewportBounds.containsRect(bounds)) d.centerRect(bounds);
    });
  }

  private reveal(key: string): go.Node | null {
    const present = this.diagram.findNodeForKey(key);
    if (present || !this.windowed) return present;
    const box = this.boxes.get(key);
    if (!box) return null;
    const next = this.contentsFor(box);
    this.show(next.nodes, next.links);
    return this.diagram.findNodeForKey(key);
  }

  /** Where a node is: measured if GoJS has drawn it, else estimated. */
  private boundsOf(node: go.Node): go.Rect {
    if (node.actualBounds.isReal()) return node.actualBounds;
    const box = this.boxes.get(String(node.key));
    return box ? toRect(box) : node.actualBounds;
  }

  /** Every node drawn, for what needs the whole scene (the automatic layout). */
  drawAll() {
    this.show(this.all.nodes, this.all.links);
  }

  private contentsFor(view: Box) {
    const keep = new Set(this.pinned());
    return windowOf(this.all.nodes, this.all.links, this.boxes, view, keep);
  }

  /** The view as it will be when the diagram opens a scene at its top-left corner. */
  private viewAt(bounds: Box): Box {
    const d = this.diagram;
    const width = (d.viewportBounds.isReal() ? d.viewportBounds.width : (d.div?.clientWidth ?? 0)) || 1;
    const height = (d.viewportBounds.isReal() ? d.viewportBounds.height : (d.div?.clientHeight ?? 0)) || 1;
    return this.margined({ x: bounds.x, y: bounds.y, width, height });
  }

  private viewAround(): Box {
    const v = this.diagram.viewportBounds;
    return this.margined({ x: v.x, y: v.y, width: v.width, height: v.height });
  }

  /** Half a view more on every side, so nodes are drawn before they scroll in. */
  private margined(v: Box): Box {
    return { x: v.x - v.width / 2, y: v.y - v.height / 2, width: v.width * 2, height: v.height * 2 };
  }

  private show(nodes: CanvasNode[], links: CanvasLink[]) {
    const prevNodes = this.shownNodes;
    const prevLinks = this.shownLinks;
    this.withBusy(() =>
      this.diagram.model.commit((base) => {
        const m = base as go.GraphLinksModel;
        const nextKeys = new Set(nodes.map((n) => n.key));
        for (const key of prevNodes.keys())
          if (!nextKeys.has(key)) {
            const data = m.findNodeDataForKey(key);
            if (data) m.removeNodeData(data);
          }
        for (const n of nodes) {
          const before = prevNodes.get(n.key);
          if (before === n) continue;
          const data = m.findNodeDataForKey(n.key);
          if (!data) m.addNodeData(structuredClone(n));
          else
            for (const prop of Object.keys(n) as (keyof CanvasNode)[])
              if (prop !== 'key' && JSON.stringify(before?.[prop]) !== JSON.stringify(n[prop]))
                m.set(data, prop, structuredClone(n[prop]));
        }
        const nextLinks = new Set(links.map((l) => l.key));
        for (const key of prevLinks.keys())
          if (!nextLinks.has(key)) {
            const data = m.findLinkDataForKey(key);
            if (data) m.removeLinkData(data);
          }
        for (const l of links) if (!prevLinks.has(l.key)) m.addLinkData({ ...l });
      }, null),
    );
    this.shownNodes = new Map(nodes.map((n) => [n.key, n]));
    this.shownLinks = new Map(links.map((l) => [l.key, l]));
  }

  private withBusy(change: () => void) {
    this.busy = true;
    try {
      change();
    } finally {
      this.busy = false;
    }
  }
}
