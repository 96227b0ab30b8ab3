/** Test helper (not part of the engine's API): an interaction host over a real SceneIndex that records what it is asked. */
import { type Camera, IDENTITY_CAMERA } from '../geometry/camera';
import type { EdgeView, NodeView } from '../scene/views';
import { SceneIndex } from './sceneIndex';
import type { EngineEventMap, InteractionHost, OverlayState } from './types';

export type Event = { [K in keyof EngineEventMap]: [K, EngineEventMap[K]] }[keyof EngineEventMap];

export class FakeHost implements InteractionHost {
  readonly nodes = new Map<string, NodeView>();
  readonly edges = new Map<string, EdgeView>();
  readonly scene = new SceneIndex(this.nodes, this.edges);
  camera: Camera = IDENTITY_CAMERA;
  readonly viewport = { width: 800, height: 600 };
  events: Event[] = [];
  previews: string[] = [];
  overlay: OverlayState | undefined;
  warnings: string[] = [];
  offset: [number, number] | null = null;

  constructor(nodes: NodeView[], edges: EdgeView[] = []) {
    for (const n of nodes) {
      this.nodes.set(n.id, n);
      this.scene.nodeSet(n);
    }
    for (const e of edges) {
      this.scene.edgeSet(e, undefined);
      this.edges.set(e.id, e);
    }
  }
  /** Writes views as the engine's upserts do: the view by id, then the index. */
  upsertNodes(nodes: NodeView[]) {
    for (const n of nodes) {
      this.nodes.set(n.id, n);
      this.scene.nodeSet(n);
    }
  }
  setCamera(camera: Camera) {
    this.camera = camera;
  }
  emit = <K extends keyof EngineEventMap>(type: K, event: EngineEventMap[K]) => {
    this.events.push([type, event] as Event);
  };
  beginPreview(ids: readonly string[]) {
    this.previews.push(`begin ${ids.join(',')}`);
  }
  previewOffset(dx: number, dy: number) {
    this.offset = [dx, dy];
  }
  endPreview(keep: boolean) {
    this.previews.push(keep ? 'keep' : 'restore');
  }
  setOverlay(overlay: OverlayState) {
    this.overlay = overlay;
  }
  warn(message: string) {
    this.warnings.push(message);
  }
  types() {
    return this.events.map(([type]) => type);
  }
}
