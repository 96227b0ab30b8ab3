/**
 * Writes node and connection views into what draws them: their records in the world chunks and the
 * text tiles, and the cached zoomed-out tiles they showed in (dropped); the views by id, the truth
 * animation's drawn state and the interaction's index are kept in step. It knows nothing of frames: a
 * write says whether it showed in a given rectangle, and the engine decides whether to draw.
 */
import type { EngineInteraction } from '../interaction/engineInteraction';
import type { TruthAnimation } from '../scene/truthAnimation';
import type { EdgeView, NodeView } from '../scene/views';
import { edgeRect, intersects, nodeDrawnRect, type Rect } from './chunkGrid';
import type { ChunkMeshes } from './chunkMeshes';
import type { SceneText } from './sceneText';
import type { TileCache } from './tileCache';

export interface SceneRecordParts {
  readonly nodes: Map<string, NodeView>;
  readonly edges: Map<string, EdgeView>;
  readonly animation: TruthAnimation;
  readonly chunks: ChunkMeshes;
  readonly text: SceneText;
  readonly interaction: Pick<
    EngineInteraction,
    'nodeWritten' | 'edgeWritten' | 'nodeRemoved' | 'edgeRemoved'
  >;
  /** The zoomed-out tile cache, once the renderer exists. */
  tiles(): TileCache | undefined;
}

export class SceneRecords {
  constructor(private readonly parts: SceneRecordParts) {}

  /** Writes the views; true when one of them meets `view` (always, without a view). */
  writeNodes(nodes: Iterable<NodeView>, view?: Rect): boolean {
    const { animation, interaction } = this.parts;
    let shown = view === undefined;
    for (const node of nodes) {
      const drawn = animation.node(node, this.parts.nodes.get(node.id));
      this.dropTilesOfNode(node.id);
      this.parts.nodes.set(node.id, node);
      interaction.nodeWritten(node);
      const rect = this.drawNode(drawn);
      if (!shown && view !== undefined && intersects(rect, view)) shown = true;
    }
    return shown;
  }

  writeEdges(edges: Iterable<EdgeView>, view?: Rect): boolean {
    const { animation, interaction } = this.parts;
    let shown = view === undefined;
    for (const edge of edges) {
      const drawn = animation.edge(edge, this.parts.edges.get(edge.id));
      this.dropTilesOfEdge(edge.id);
      interaction.edgeWritten(edge);
      this.parts.edges.set(edge.id, edge);
      const rect = this.drawEdge(drawn);
      if (!shown && view !== undefined && intersects(rect, view)) shown = true;
    }
    return shown;
  }

  removeNode(id: string): void {
    this.dropTilesOfNode(id);
    this.parts.interaction.nodeRemoved(id);
    this.parts.nodes.delete(id);
    this.parts.animation.removeNode(id);
    this.parts.chunks.scene.removeNode(id);
    this.parts.text.removeNode(id);
  }

  removeEdge(id: string): void {
    this.dropTilesOfEdge(id);
    // The interaction unlinks the connection's ends from the view still kept.
    this.parts.interaction.edgeRemoved(id);
    this.parts.edges.delete(id);
    this.parts.animation.removeEdge(id);
    this.parts.chunks.scene.removeEdge(id);
    this.parts.text.removeEdge(id);
  }

  /** Writes a node's records (box, markers, text) in its own chunk and tiles; returns its drawn rectangle. */
  drawNode(node: NodeView): Rect {
    const rect = nodeDrawnRect(node);
    this.dropTiles(rect);
    this.parts.chunks.scene.setNode(node);
    this.parts.text.setNode(node);
    return rect;
  }

  drawEdge(edge: EdgeView): Rect {
    const rect = edgeRect(edge);
    this.dropTiles(rect);
    this.parts.chunks.scene.setEdge(edge, rect);
    this.parts.text.setEdge(edge);
    return rect;
  }

  /** Drops the cached tiles showing the node as it was. */
  private dropTilesOfNode(id: string): void {
    const node = this.parts.nodes.get(id);
    if (node !== undefined && this.hasTiles()) this.dropTiles(nodeDrawnRect(node));
  }

  private dropTilesOfEdge(id: string): void {
    const edge = this.parts.edges.get(id);
    if (edge !== undefined && this.hasTiles()) this.dropTiles(edgeRect(edge));
  }

  private hasTiles(): boolean {
    return this.parts.tiles()?.empty === false;
  }

  private dropTiles(rect: Rect): void {
    const tiles = this.parts.tiles();
    if (tiles?.empty === false) tiles.invalidate(rect);
  }
}
