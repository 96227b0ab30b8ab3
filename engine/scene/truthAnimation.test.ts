import { describe, expect, it } from 'vitest';
import { CHUNK_SIZE } from '../render/chunkGrid';
import { InstanceBuffer, packColour } from '../render/instanceBuffer';
import { COARSE_LINE_LEVELS } from '../render/lineDetail';
import { ARROW_STRIDE, BOX_STRIDE, SEGMENT_STRIDE } from '../render/recordWriters';
import { SceneChunks } from '../render/sceneChunks';
import { SegmentBuffer } from '../render/segmentBuffer';
import { STEP_INTERVAL_MS } from './stepAnimator';
import { testNodeView } from './testViews';
import { type AnimationTimer, TruthAnimation } from './truthAnimation';
import type { EdgeView, NodeView, TruthStyles } from './views';

const STYLES: TruthStyles = {
  fills: [0xff0000, 0xff8080, 0x808080, 0x80ff80, 0x00ff00],
  textColours: [0xffffff, 0, 0, 0, 0xffffff],
};

const truthNode = (id: string, x: number, truth: number): NodeView =>
  testNodeView(id, x, 0, { truth, truthStyles: STYLES, fill: STYLES.fills[2 + Math.round(truth / 50)] });

/** A timer the test moves by hand. */
class FakeTimer implements AnimationTimer {
  time = 0;
  pending: { at: number; tick: () => void } | undefined;
  now = () => this.time;
  after = (ms: number, tick: () => void) => {
    const entry = { at: this.time + ms, tick };
    this.pending = entry;
    return () => {
      if (this.pending === entry) this.pending = undefined;
    };
  };
  /** Moves time on, firing the timer when it is due. */
  advance(ms: number): void {
    this.time += ms;
    const entry = this.pending;
    if (entry !== undefined && entry.at <= this.time) {
      this.pending = undefined;
      entry.tick();
    }
  }
}

/** An engine in miniature: the given views, what is drawn (chunks of bare buffers), the animation. */
function createEngine() {
  const timer = new FakeTimer();
  const nodes = new Map<string, NodeView>();
  const edges = new Map<string, EdgeView>();
  const scene = new SceneChunks((_key) => ({
    boxes: { records: new InstanceBuffer(BOX_STRIDE) },
    lines: { records: new SegmentBuffer(SEGMENT_STRIDE) },
    coarseLines: COARSE_LINE_LEVELS.map(() => ({ records: new SegmentBuffer(SEGMENT_STRIDE) })),
    arrows: { records: new InstanceBuffer(ARROW_STRIDE) },
    markers: { records: new InstanceBuffer(BOX_STRIDE) },
  }));
  const redrawn: string[] = [];
  const animation = new TruthAnimation(timer, {
    nodes,
    edges,
    redraw: (changedNodes, changedEdges) => {
      for (const node of changedNodes) {
        redrawn.push(node.id);
        scene.setNode(node);
      }
      for (const edge of changedEdges) {
        redrawn.push(edge.id);
        scene.setEdge(edge);
      }
    },
  });
  const upsertNode = (node: NodeView) => {
    const drawn = animation.node(node, nodes.get(node.id));
    nodes.set(node.id, node);
    scene.setNode(drawn);
    return drawn;
  };
  const upsertEdge = (edge: EdgeView) => {
    const drawn = animation.edge(edge, edges.get(edge.id));
    edges.set(edge.id, edge);
    scene.setEdge(drawn);
    return drawn;
  };
  const settle = () => {
    for (const chunk of scene.chunks.values())
      for (const layer of [chunk.boxes, chunk.lines, chunk.arrows, chunk.markers])
        layer.records.dirty = false;
  };
  const fillOf = (id: string) => {
    const records = scene.chunkOfNode(id)?.boxes.records;
    return records === undefined ? undefined : records.words[records.slot(id) + 4];
  };
  return { timer, animation, scene, redrawn, upsertNode, upsertEdge, settle, fillOf };
}

const packed = (rgb: number | undefined) => packColour(rgb ?? -1);

describe('TruthAnimation', () => {
  it('draws a new node, or one whose step did not change, as given and starts no timer', () => {
    const engine = createEngine();
    const first = truthNode('a', 0, 0);
    expect(engine.upsertNode(first)).toBe(first);
    const same = truthNode('a', 0, 10);
    expect(engine.upsertNode(same)).toBe(same);
    expect(engine.timer.pending).toBeUndefined();
    expect(engine.animation.running).toBe(false);
  });

  it('moves a new truth one step a second: the first step at once', () => {
    const engine = createEngine();
    engine.upsertNode(truthNode('a', 0, -100));
    const target = truthNode('a', 0, 100);
    const drawn = engine.upsertNode(target);
    expect([drawn.fill, drawn.textColour]).toEqual([STYLES.fills[1], STYLES.textColours[1]]);
    expect(engine.animation.drawnNode('a')).toBe(drawn);
    const fills: (number | undefined)[] = [];
    for (let second = 0; second < 3; second++) {
      engine.timer.advance(STEP_INTERVAL_MS);
      fills.push(engine.fillOf('a'));
    }
    expect(fills).toEqual([STYLES.fills[2], STYLES.fills[3], STYLES.fills[4]].map(packed));
    // Settled: the given view is drawn again and the timer stops.
    expect(engine.animation.drawnNode('a')).toBe(target);
    expect(engine.timer.pending).toBeUndefined();
  });

  it("touches only the animating node's records in its own chunk", () => {
    const engine = createEngine();
    engine.upsertNode(truthNode('a', 0, 0));
    engine.upsertNode(truthNode('b', 200, 0));
    engine.upsertNode(truthNode('far', CHUNK_SIZE * 3, 0));
    engine.upsertNode(truthNode('a', 0, 100));
    engine.settle();
    const chunk = engine.scene.chunkOfNode('a');
    const before = Array.from(chunk?.boxes.records.words.slice(0, 2 * BOX_STRIDE) ?? []);
    const slotOfB = chunk?.boxes.records.slot('b') ?? -1;
    engine.settle();
    engine.timer.advance(STEP_INTERVAL_MS);
    expect(engine.redrawn).toEqual(['a']);
    const dirty = [...engine.scene.chunks.values()].filter((c) => c.boxes.records.dirty);
    expect(dirty).toEqual([chunk]);
    const after = Array.from(chunk?.boxes.records.words.slice(0, 2 * BOX_STRIDE) ?? []);
    const changed = after.flatMap((word, index) => (word === before[index] ? [] : [index]));
    const slotOfA = chunk?.boxes.records.slot('a') ?? -1;
    expect(changed).toEqual([slotOfA + 4]);
    expect(after.slice(slotOfB, slotOfB + BOX_STRIDE)).toEqual(before.slice(slotOfB, slotOfB + BOX_STRIDE));
  });

  it('turns round from the step shown when the truth changes again', () => {
    const engine = createEngine();
    engine.upsertNode(truthNode('a', 0, 0));
    engine.upsertNode(truthNode('a', 0, 100));
    engine.timer.advance(400);
    expect(engine.upsertNode(truthNode('a', 0, -100)).fill).toBe(STYLES.fills[3]);
    engine.timer.advance(600);
    expect(engine.fillOf('a')).toBe(packed(STYLES.fills[2]));
  });

  it("animates a Truth connection's dash through the steps, then draws its own dash", () => {
    const engine = createEngine();
    const stepDashes = [null, [6, 6], [2, 6], [6, 6], null] as const;
    const edge = (strength: number, dash: readonly [number, number] | null): EdgeView => ({
      id: 'e',
      from: 'a',
      to: 'b',
      points: [0, 0, 100, 0],
      colour: 0,
      width: 3,
      dash,
      arrow: null,
      startArrow: null,
      strength,
      stepDashes,
    });
    engine.upsertEdge(edge(100, null));
    expect(engine.upsertEdge(edge(-70, [12, 6])).dash).toEqual([6, 6]);
    engine.timer.advance(STEP_INTERVAL_MS);
    engine.timer.advance(STEP_INTERVAL_MS);
    const chunk = engine.scene.chunkOfEdge('e');
    const records = chunk && engine.scene.linesAt(chunk, -1).records;
    const at = records?.offsetOf('e') ?? 0;
    // Step -50 is the value's own step: the view's own dash (its band) is drawn.
    expect([records?.floats[at + 6], records?.floats[at + 7]]).toEqual([12, 6]);
    expect(engine.animation.running).toBe(false);
  });

  it('forgets removed and cleared animations and cancels the timer', () => {
    const engine = createEngine();
    engine.upsertNode(truthNode('a', 0, -100));
    engine.upsertNode(truthNode('a', 0, 100));
    expect(engine.timer.pending).toBeDefined();
    engine.animation.clear();
    expect(engine.timer.pending).toBeUndefined();
    expect(engine.animation.drawnNode('a')).toBeDefined();
    engine.animation.removeNode('a');
    expect(engine.animation.running).toBe(false);
  });
});
