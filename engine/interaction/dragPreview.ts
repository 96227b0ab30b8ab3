/**
 * The engine's own preview of a node drag: the dragged nodes drawn at start + offset and their
 * connections re-routed, every frame, without the map changing. Views the shell sends for previewed
 * nodes or connections mid-drag (a selection change, a remote edit) become the new originals and are
 * shown moved, so the preview never jumps back. At the drop the moved views stay until the shell's own
 * arrive; a cancel restores the originals.
 */
import { nodeBox, reroutedEdgeView } from '../scene/edgeView';
import type { EdgeView, NodeView } from '../scene/views';

/** The engine side: the drawn views and the writes that bypass the preview. */
export interface PreviewTarget {
  readonly nodes: ReadonlyMap<string, NodeView>;
  readonly edges: ReadonlyMap<string, EdgeView>;
  edgesOf(nodeId: string): Iterable<string>;
  writeNodes(nodes: Iterable<NodeView>): void;
  writeEdges(edges: Iterable<EdgeView>): void;
}

export class DragPreview {
  private readonly nodes = new Map<string, NodeView>();
  private readonly edges = new Map<string, EdgeView>();
  private dx = 0;
  private dy = 0;

  constructor(private readonly target: PreviewTarget) {}

  get active(): boolean {
    return this.nodes.size > 0;
  }

  begin(ids: Iterable<string>): void {
    this.clear();
    for (const id of ids) {
      const node = this.target.nodes.get(id);
      if (node === undefined) continue;
      this.nodes.set(id, node);
      for (const edgeId of this.target.edgesOf(id)) {
        const edge = this.target.edges.get(edgeId);
        if (edge !== undefined) this.edges.set(edgeId, edge);
      }
    }
  }

  offset(dx: number, dy: number): void {
    if (!this.active || (dx === this.dx && dy === this.dy)) return;
    this.dx = dx;
    this.dy = dy;
    this.target.writeNodes([...this.nodes.values()].map((node) => this.moved(node)));
    this.target.writeEdges([...this.edges.values()].map((edge) => this.rerouted(edge)));
  }

  end(keep: boolean): void {
    if (!keep && this.active) {
      this.target.writeNodes([...this.nodes.values()]);
      this.target.writeEdges([...this.edges.values()]);
    }
    this.clear();
  }

  /** Incoming node views: previewed ones become originals and come back moved. */
  adjustNodes(nodes: Iterable<NodeView>): Iterable<NodeView> {
    if (!this.active) return nodes;
    const out: NodeView[] = [];
    for (const node of nodes) {
      if (!this.nodes.has(node.id)) out.push(node);
      else {
        this.nodes.set(node.id, node);
        out.push(this.moved(node));
      }
    }
    return out;
  }

  /** Incoming edge views: previewed ones become originals and come back re-routed. */
  adjustEdges(edges: Iterable<EdgeView>): Iterable<EdgeView> {
    if (!this.active) return edges;
    const out: EdgeView[] = [];
    for (const edge of edges) {
      if (!this.edges.has(edge.id)) out.push(edge);
      else {
        this.edges.set(edge.id, edge);
        out.push(this.rerouted(edge));
      }
    }
    return out;
  }

  /** A previewed node or connection was removed: leave it removed. */
  forget(id: string): void {
    this.nodes.delete(id);
    this.edges.delete(id);
  }

  private moved(node: NodeView): NodeView {
    if (this.dx === 0 && this.dy === 0) return node;
    return { ...node, x: node.x + this.dx, y: node.y + this.dy };
  }

  private rerouted(edge: EdgeView): EdgeView {
    if (this.dx === 0 && this.dy === 0) return edge;
    const from = this.target.nodes.get(edge.from);
    const to = this.target.nodes.get(edge.to);
    if (from === undefined || to === undefined) return edge;
    return reroutedEdgeView(edge, nodeBox(from), nodeBox(to));
  }

  private clear(): void {
    this.nodes.clear();
    this.edges.clear();
    this.dx = 0;
    this.dy = 0;
  }
}
