/**
 * The scene's spatial indexes and lookups for interaction: nodes and connections in R-trees, which
 * connections touch each node, which nodes are selected. Kept in sync by MapEngine's upserts and
 * removals; the trees are built lazily (bulk loaded) at the first query, so opening a large map pays
 * nothing for them until someone points at it.
 */
import type { WorkspaceBounds } from '../../src/model/map/bounds';
import { distanceToPolyline, polylineBounds } from '../geometry/path';
import { SpatialIndex } from '../geometry/spatialIndex';
import { type Box, boxContainsPoint, expandBox, unionBoxes } from '../geometry/vector';
import { nodeBox } from '../scene/edgeView';
import type { EdgeView, NodeView } from '../scene/views';
import type { SceneQuery } from './types';

const UNBOUNDED: WorkspaceBounds = { minX: -Infinity, minY: -Infinity, maxX: Infinity, maxY: Infinity };

export class SceneIndex implements SceneQuery {
  workspaceBounds: WorkspaceBounds = UNBOUNDED;
  private readonly nodeTree = new SpatialIndex();
  private readonly edgeTree = new SpatialIndex();
  private readonly incidence = new Map<string, Set<string>>();
  private readonly selected = new Set<string>();
  private built = false;

  constructor(
    private readonly nodes: ReadonlyMap<string, NodeView>,
    private readonly edges: ReadonlyMap<string, EdgeView>,
  ) {}

  /** Call after `nodes` has the new view (and with the previous one, if any). */
  nodeSet(node: NodeView): void {
    if (node.selected) this.selected.add(node.id);
    else if (this.selected.size > 0) this.selected.delete(node.id);
    if (this.built) this.nodeTree.set({ id: node.id, box: nodeBox(node) });
  }

  nodeRemoved(id: string): void {
    this.selected.delete(id);
    if (this.built) this.nodeTree.remove(id);
  }

  /** Call before `edges` is updated, so the previous ends can be unlinked. */
  edgeSet(edge: EdgeView, previous: EdgeView | undefined): void {
    if (!this.built) return;
    if (previous !== undefined) this.unlink(previous);
    this.link(edge);
    this.edgeTree.set({ id: edge.id, box: edgeBox(edge) });
  }

  edgeRemoved(previous: EdgeView | undefined): void {
    if (!this.built || previous === undefined) return;
    this.unlink(previous);
    this.edgeTree.remove(previous.id);
  }

  clear(): void {
    this.nodeTree.clear();
    this.edgeTree.clear();
    this.incidence.clear();
    this.selected.clear();
    this.built = false;
  }

  nodeAt(x: number, y: number): string | undefined {
    this.ensure();
    return this.nodeTree.hitTest(x, y);
  }

  /** The topmost connection within `tolerance` of the point: of its line, or of its label's box. */
  edgeAt(x: number, y: number, tolerance: number): string | undefined {
    this.ensure();
    return this.edgeTree.hitTest(x, y, tolerance, (id) => {
      const edge = this.edges.get(id);
      if (edge === undefined) return false;
      const label = edge.label?.hitBox;
      if (label !== undefined && boxContainsPoint(expandBox(label, tolerance), x, y)) return true;
      return distanceToPolyline(edge.points, x, y) <= tolerance + edge.width / 2;
    });
  }

  edgeView(id: string): EdgeView | undefined {
    return this.edges.get(id);
  }

  nodeBox(id: string): Box | undefined {
    const node = this.nodes.get(id);
    return node && nodeBox(node);
  }

  isSelected(id: string): boolean {
    return this.selected.has(id);
  }

  selectedIds(): Iterable<string> {
    return this.selected;
  }

  nodesInRect(rect: Box): string[] {
    this.ensure();
    return this.nodeTree.marquee(rect, 'contain', []);
  }

  boxesNear(rect: Box, exclude: ReadonlySet<string>): Box[] {
    this.ensure();
    const boxes: Box[] = [];
    this.nodeTree.forEachInRect(rect, (id) => {
      const node = this.nodes.get(id);
      if (node !== undefined && !exclude.has(id)) boxes.push(nodeBox(node));
    });
    return boxes;
  }

  /** Connection ids with an end at the node. */
  edgesOf(nodeId: string): ReadonlySet<string> {
    this.ensure();
    return this.incidence.get(nodeId) ?? EMPTY;
  }

  /** The box around every node and connection; undefined for an empty scene. */
  bounds(): Box | undefined {
    // Zooming to fit a map just opened needs only its extent: the trees wait for the first pointer query.
    if (!this.built) return unionBoxes(sceneBoxes(this.nodes, this.edges));
    const boxes = [this.nodeTree.bounds(), this.edgeTree.bounds()].filter((b): b is Box => b !== undefined);
    return unionBoxes(boxes);
  }

  private ensure(): void {
    if (this.built) return;
    this.built = true;
    this.nodeTree.load([...this.nodes.values()].map((node) => ({ id: node.id, box: nodeBox(node) })));
    this.edgeTree.load([...this.edges.values()].map((edge) => ({ id: edge.id, box: edgeBox(edge) })));
    for (const edge of this.edges.values()) this.link(edge);
  }

  private link(edge: EdgeView): void {
    for (const end of [edge.from, edge.to]) {
      let set = this.incidence.get(end);
      if (set === undefined) {
        set = new Set();
        this.incidence.set(end, set);
      }
      set.add(edge.id);
    }
  }

  private unlink(edge: EdgeView): void {
    this.incidence.get(edge.from)?.delete(edge.id);
    this.incidence.get(edge.to)?.delete(edge.id);
  }
}

const EMPTY: ReadonlySet<string> = new Set();

function* sceneBoxes(
  nodes: ReadonlyMap<string, NodeView>,
  edges: ReadonlyMap<string, EdgeView>,
): Generator<Box> {
  for (const node of nodes.values()) yield nodeBox(node);
  for (const edge of edges.values()) yield edgeBox(edge);
}

/** The line's bounds, with the label's box where there is one. */
function edgeBox(edge: EdgeView): Box {
  const line = polylineBounds(edge.points);
  const label = edge.label?.hitBox;
  return label === undefined ? line : (unionBoxes([line, label]) ?? line);
}
