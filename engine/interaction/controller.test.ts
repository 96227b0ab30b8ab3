import { beforeEach, describe, expect, it } from 'vitest';
import { IDENTITY_CAMERA, screenToWorld, ZERO_SCALE_WARNING } from '../geometry/camera';
import { testNodeView } from '../scene/testViews';
import type { NodeView } from '../scene/views';
import { InteractionController } from './controller';
import { LONG_PRESS_MS } from './gestures';
import { type Event, FakeHost } from './testHost';
import type { EngineEventMap, PointerInput } from './types';

const node = (id: string, x: number, y: number, selected = false): NodeView =>
  testNodeView(id, x, y, { selected });

let host: FakeHost;
let controller: InteractionController;
let time = 0;

function setup(nodes: NodeView[]) {
  host = new FakeHost(nodes);
  controller = new InteractionController(host);
  time = 1000;
}

const input = (x: number, y: number, extra: Partial<PointerInput> = {}): PointerInput => ({
  id: 1,
  x,
  y,
  time,
  ...extra,
});

/** Press at the first point, move through the rest, release at the last. */
function gesture(points: [number, number][], extra: Partial<PointerInput> = {}) {
  const [first, ...rest] = points as [[number, number], ...[number, number][]];
  controller.pointerDown(input(first[0], first[1], extra));
  for (const [x, y] of rest) {
    time += 16;
    controller.pointerMove(input(x, y, extra));
  }
  const [x, y] = points[points.length - 1] as [number, number];
  controller.pointerUp(input(x, y, extra));
  time += 1000;
}

const click = (x: number, y: number, extra: Partial<PointerInput> = {}) => gesture([[x, y]], extra);

describe('selection by clicking', () => {
  beforeEach(() => setup([node('a', 0, 0), node('b', 200, 0)]));

  it('replaces the selection with the clicked node', () => {
    click(50, 25);
    expect(host.events).toEqual([['select', { nodeIds: ['a'], mode: 'replace' }]]);
  });

  it('toggles the node on shift-click', () => {
    click(250, 25, { shift: true });
    expect(host.events).toEqual([['select', { nodeIds: ['b'], mode: 'toggle' }]]);
  });

  it('clears on a click on empty space, but not on a shift-click there', () => {
    click(500, 500);
    click(500, 500, { shift: true });
    expect(host.events).toEqual([['select', { nodeIds: [], mode: 'replace' }]]);
  });

  it('counts a small wobble as a click', () => {
    gesture([
      [50, 25],
      [52, 26],
    ]);
    expect(host.events).toEqual([['select', { nodeIds: ['a'], mode: 'replace' }]]);
  });

  it('reports a double click on the same node', () => {
    controller.pointerDown(input(50, 25));
    controller.pointerUp(input(50, 25));
    time += 200;
    controller.pointerDown(input(51, 25));
    controller.pointerUp(input(51, 25));
    expect(host.events.at(-1)).toEqual(['doubleClick', { nodeId: 'a', position: { x: 51, y: 25 } }]);
  });

  it('reports a double click on empty space with the map point clicked', () => {
    host.camera = { x: 100, y: 50, scale: 2 };
    controller.pointerDown(input(500, 450));
    controller.pointerUp(input(500, 450));
    time += 200;
    controller.pointerDown(input(500, 450));
    controller.pointerUp(input(500, 450));
    expect(host.events.at(-1)).toEqual(['doubleClick', { nodeId: null, position: { x: 200, y: 200 } }]);
  });

  it('selects only in read-only modes when selection is allowed', () => {
    controller.setInteractivity({ select: false });
    click(50, 25);
    expect(host.events).toEqual([]);
  });
});

describe('marquee', () => {
  beforeEach(() => setup([node('a', 0, 0), node('b', 200, 0), node('c', 0, 300)]));

  it('selects the nodes wholly inside a shift-drag on empty space, adding to the selection', () => {
    gesture(
      [
        [-10, -10],
        [100, 40],
        [320, 60],
      ],
      { shift: true },
    );
    expect(host.events).toEqual([['select', { nodeIds: expect.arrayContaining(['a', 'b']), mode: 'add' }]]);
    const [, selected] = host.events[0] as ['select', EngineEventMap['select']];
    expect(selected.nodeIds).toHaveLength(2);
    expect(host.overlay?.marquee).toBeNull();
  });

  it('draws the rectangle while dragging, in world units', () => {
    host.camera = { x: 0, y: 0, scale: 2 };
    controller.pointerDown(input(300, 300, { shift: true }));
    controller.pointerMove(input(100, 200, { shift: true }));
    expect(host.overlay?.marquee).toEqual({ x: 50, y: 100, width: 100, height: 50 });
  });

  it('replaces the selection in marquee mode without shift', () => {
    controller.setInteractivity({ marquee: true });
    gesture([
      [-10, 290],
      [150, 400],
    ]);
    expect(host.events).toEqual([['select', { nodeIds: ['c'], mode: 'replace' }]]);
  });
});

describe('dragging nodes', () => {
  it('moves the whole selection and requests one move at the drop', () => {
    setup([node('a', 0, 0, true), node('b', 200, 0, true), node('c', 0, 500)]);
    gesture([
      [50, 25],
      [60, 30],
      [80, 37],
    ]);
    expect(host.previews).toEqual(['begin a,b', 'keep']);
    expect(host.overlay?.handles).toEqual([
      { x: 100, y: 25 },
      { x: 300, y: 25 },
    ]);
    expect(host.offset).toEqual([30, 12]);
    expect(host.events).toEqual([
      [
        'moveNodes',
        {
          moves: expect.arrayContaining([
            { nodeId: 'a', position: { x: 30, y: 12 } },
            { nodeId: 'b', position: { x: 230, y: 12 } },
          ]),
        },
      ],
    ]);
  });

  it('hides connection handles while dragging', () => {
    setup([node('a', 0, 0, true)]);
    controller.pointerMove(input(50, 25));
    expect(host.overlay?.handles).toHaveLength(1);
    controller.pointerDown(input(50, 25));
    controller.pointerMove(input(90, 25));
    expect(host.overlay?.handles).toEqual([]);
  });

  it('selects an unselected node first and drags it alone', () => {
    setup([node('a', 0, 0, true), node('c', 0, 500)]);
    gesture([
      [50, 525],
      [50, 545],
    ]);
    expect(host.events).toEqual([
      ['select', { nodeIds: ['c'], mode: 'replace' }],
      ['moveNodes', { moves: [{ nodeId: 'c', position: { x: 0, y: 520 } }] }],
    ]);
  });

  it('works in world units under a zoomed camera', () => {
    setup([node('a', 0, 0)]);
    host.camera = { x: 100, y: 0, scale: 2 };
    gesture([
      [200, 50],
      [240, 90],
    ]);
    expect(host.events.at(-1)).toEqual([
      'moveNodes',
      { moves: [{ nodeId: 'a', position: { x: 20, y: 20 } }] },
    ]);
  });

  it('clamps the drag to the workspace bounds', () => {
    setup([node('a', 0, 0, true), node('b', 100, 100, true)]);
    host.scene.workspaceBounds = { minX: 0, minY: 0, maxX: 150, maxY: 1000 };
    gesture([
      [50, 25],
      [250, 25],
    ]);
    expect(host.events).toEqual([
      [
        'moveNodes',
        {
          moves: [
            { nodeId: 'a', position: { x: 50, y: 0 } },
            { nodeId: 'b', position: { x: 150, y: 100 } },
          ],
        },
      ],
    ]);
  });

  it('snaps to alignment with a nearby node within 10 and shows the guide', () => {
    setup([node('a', 0, 0, true), node('b', 300, 100)]);
    controller.pointerDown(input(50, 25));
    controller.pointerMove(input(50, 118));
    expect(host.offset).toEqual([0, 100]);
    expect(host.overlay?.guides).toContainEqual({ axis: 'y', position: 100, start: 0, end: 400 });
    controller.pointerMove(input(50, 118, { alt: true }));
    expect(host.offset).toEqual([0, 93]);
    controller.pointerUp(input(50, 118, { alt: true }));
    expect(host.events).toEqual([['moveNodes', { moves: [{ nodeId: 'a', position: { x: 0, y: 93 } }] }]]);
    expect(host.overlay?.guides).toEqual([]);
  });

  it('restores the preview when the pointer is cancelled', () => {
    setup([node('a', 0, 0, true)]);
    controller.pointerDown(input(50, 25));
    controller.pointerMove(input(90, 25));
    controller.pointerCancel(input(90, 25));
    expect(host.previews).toEqual(['begin a', 'restore']);
    expect(host.events).toEqual([]);
  });

  it('goes on when the same interactivity is set again, and ends when dragging is turned off', () => {
    setup([node('a', 0, 0, true)]);
    controller.pointerDown(input(50, 25));
    controller.pointerMove(input(90, 25));
    controller.setInteractivity({ drag: true, select: true });
    expect(controller.gesture).toBe('dragging');
    controller.setInteractivity({ drag: false });
    expect(host.previews).toEqual(['begin a', 'restore']);
    controller.pointerUp(input(120, 25));
    expect(host.events).toEqual([]);
    expect(controller.gesture).toBe('idle');
  });

  it('pans instead when dragging is off (read-only)', () => {
    setup([node('a', 0, 0, true)]);
    controller.setInteractivity({ drag: false, connect: false });
    gesture([
      [50, 25],
      [80, 25],
    ]);
    expect(host.previews).toEqual([]);
    expect(host.camera).toEqual({ x: 30, y: 0, scale: 1 });
  });
});

describe('the pointer over the map', () => {
  beforeEach(() => setup([node('a', 0, 0)]));

  it('is known as a map point while it is over the canvas, and forgotten when it leaves', () => {
    expect(controller.pointerWorld).toBeUndefined();
    host.camera = { x: 100, y: 50, scale: 2 };
    controller.pointerMove(input(300, 250));
    expect(controller.pointerWorld).toEqual({ x: 100, y: 100 });
    // The point follows the camera: the same pointer over a moved map is over another map point.
    host.camera = { x: 0, y: 0, scale: 1 };
    expect(controller.pointerWorld).toEqual({ x: 300, y: 250 });
    controller.pointerLeave();
    expect(controller.pointerWorld).toBeUndefined();
  });
});

describe('connecting', () => {
  beforeEach(() => setup([node('a', 0, 0), node('b', 300, 0)]));

  it('shows the handle on the hovered node', () => {
    controller.pointerMove(input(50, 25));
    expect(host.overlay?.handles).toEqual([{ x: 100, y: 25 }]);
    controller.pointerLeave();
    expect(host.overlay?.handles).toEqual([]);
  });

  it('requests a connection when released over another node', () => {
    controller.pointerMove(input(50, 25));
    controller.pointerDown(input(102, 25));
    controller.pointerMove(input(200, 25));
    expect(host.overlay?.connectLine).toEqual({ from: { x: 100, y: 25 }, to: { x: 200, y: 25 } });
    controller.pointerMove(input(350, 25));
    expect(host.overlay?.connectTarget).toBe('b');
    controller.pointerUp(input(350, 25));
    expect(host.events).toEqual([['connect', { from: 'a', to: 'b' }]]);
    expect(host.overlay?.connectLine).toBeNull();
  });

  it('requests nothing when released over empty space or the same node', () => {
    controller.pointerMove(input(50, 25));
    gesture([
      [100, 25],
      [200, 300],
    ]);
    controller.pointerMove(input(50, 25));
    gesture([
      [100, 25],
      [60, 20],
    ]);
    expect(host.events).toEqual([]);
  });

  it('connects from the handle of a node added under a resting pointer, pressed with no move between', () => {
    setup([node('b', 300, 0)]);
    // The pointer rests where the node's handle will be, over empty space (a busy page has not yet drawn the node).
    controller.pointerMove(input(98, 25));
    host.upsertNodes([node('a', 0, 0)]);
    controller.sceneChanged();
    expect(host.overlay?.handles).toEqual([{ x: 100, y: 25 }]);
    gesture([
      [98, 25],
      [200, 25],
      [350, 25],
    ]);
    expect(host.events).toEqual([['connect', { from: 'a', to: 'b' }]]);
  });

  it('takes the handle of the node now under a resting pointer, not of the one moved away from it', () => {
    controller.pointerMove(input(98, 25));
    host.upsertNodes([node('a', 600, 0), node('b', 0, 0)]);
    controller.sceneChanged();
    gesture([
      [98, 25],
      [300, 25],
      [650, 25],
    ]);
    expect(host.events).toEqual([['connect', { from: 'b', to: 'a' }]]);
  });

  it('has no handles when connecting is off', () => {
    controller.setInteractivity({ connect: false });
    controller.pointerMove(input(50, 25));
    expect(host.overlay?.handles ?? []).toEqual([]);
  });

  it('shows handles on selected nodes', () => {
    setup([node('a', 0, 0, true), node('b', 300, 0)]);
    controller.refreshOverlay();
    expect(host.overlay?.handles).toEqual([{ x: 100, y: 25 }]);
  });
});

describe('camera gestures', () => {
  beforeEach(() => setup([node('a', 0, 0)]));

  it('pans by dragging empty space', () => {
    gesture([
      [500, 500],
      [510, 505],
      [520, 510],
    ]);
    expect(host.camera).toEqual({ x: 20, y: 10, scale: 1 });
    expect(host.events.at(-1)).toEqual(['cameraChange', { camera: { x: 20, y: 10, scale: 1 } }]);
    expect(host.types().every((type) => type === 'cameraChange')).toBe(true);
  });

  it('zooms with the wheel about the pointer', () => {
    host.camera = { x: 40, y: -20, scale: 1 };
    const before = screenToWorld(host.camera, 300, 200);
    controller.wheel({ x: 300, y: 200, deltaY: -100 });
    expect(host.camera.scale).toBe(1.15);
    const after = screenToWorld(host.camera, 300, 200);
    expect(after.x).toBeCloseTo(before.x, 9);
    expect(after.y).toBeCloseTo(before.y, 9);
    controller.wheel({ x: 300, y: 200, deltaY: 100 });
    expect(host.camera.scale).toBeLessThan(1.15);
    expect(host.types()).toEqual(['cameraChange', 'cameraChange']);
  });

  it('pinches: scale follows the finger distance, the midpoint pans', () => {
    const touch = { pointerType: 'touch' as const };
    controller.pointerDown(input(500, 300, { ...touch, id: 1 }));
    controller.pointerDown(input(600, 300, { ...touch, id: 2 }));
    const world = screenToWorld(host.camera, 550, 300);
    controller.pointerMove(input(700, 300, { ...touch, id: 2 }));
    controller.pointerMove(input(500, 320, { ...touch, id: 1 }));
    controller.pointerMove(input(700, 320, { ...touch, id: 2 }));
    expect(host.camera.scale).toBe(2);
    const mid = screenToWorld(host.camera, 600, 320);
    expect(mid.x).toBeCloseTo(world.x, 9);
    expect(mid.y).toBeCloseTo(world.y, 9);
    controller.pointerUp(input(500, 320, { ...touch, id: 1 }));
    // The finger left behind does not pan or click.
    controller.pointerMove(input(800, 400, { ...touch, id: 2 }));
    controller.pointerUp(input(800, 400, { ...touch, id: 2 }));
    expect(host.camera.scale).toBe(2);
    expect(host.types().every((type) => type === 'cameraChange')).toBe(true);
    expect(controller.gesture).toBe('idle');
  });

  it('warns instead of zooming to a zero scale', () => {
    const touch = { pointerType: 'touch' as const };
    controller.pointerDown(input(500, 300, { ...touch, id: 1 }));
    controller.pointerDown(input(600, 300, { ...touch, id: 2 }));
    controller.pointerMove(input(500, 300, { ...touch, id: 2 }));
    expect(host.warnings).toEqual([ZERO_SCALE_WARNING]);
    expect(host.camera).toEqual(IDENTITY_CAMERA);
  });

  it('pinches 4× when the fingers spread from 80 to 320 px while the shell re-applies its interactivity', () => {
    // MapCanvas calls setInteractive on every render, and every cameraChange renders it again.
    host.emit = (type, event) => {
      host.events.push([type, event] as Event);
      if (type === 'cameraChange') controller.setInteractivity({ select: true, drag: false, connect: false });
    };
    controller.setInteractivity({ select: true, drag: false, connect: false });
    const touch = { pointerType: 'touch' as const };
    controller.pointerDown(input(360, 300, { ...touch, id: 1 }));
    controller.pointerDown(input(440, 300, { ...touch, id: 2 }));
    for (let spread = 50; spread <= 160; spread += 10) {
      controller.pointerMove(input(400 + spread, 300, { ...touch, id: 2 }));
      controller.pointerMove(input(400 - spread, 300, { ...touch, id: 1 }));
    }
    expect(controller.gesture).toBe('pinching');
    expect(host.camera.scale).toBe(4);
    const centre = screenToWorld(host.camera, 400, 300);
    expect(centre.x).toBeCloseTo(400, 9);
    expect(centre.y).toBeCloseTo(300, 9);
  });

  it('pans with two fingers moving the same way, the zoom unchanged', () => {
    host.camera = { x: 10, y: 20, scale: 1.5 };
    const touch = { pointerType: 'touch' as const };
    controller.pointerDown(input(300, 300, { ...touch, id: 1 }));
    controller.pointerDown(input(400, 300, { ...touch, id: 2 }));
    for (let step = 1; step <= 5; step++) {
      controller.pointerMove(input(300 + 12 * step, 300 - 8 * step, { ...touch, id: 1 }));
      controller.pointerMove(input(400 + 12 * step, 300 - 8 * step, { ...touch, id: 2 }));
    }
    expect(host.camera).toEqual({ x: 70, y: -20, scale: 1.5 });
    controller.pointerUp(input(360, 260, { ...touch, id: 1 }));
    controller.pointerUp(input(460, 260, { ...touch, id: 2 }));
    expect(host.types().every((type) => type === 'cameraChange')).toBe(true);
    expect(controller.gesture).toBe('idle');
  });

  it('keeps a one-finger pan going when the same interactivity is set again', () => {
    controller.pointerDown(input(500, 500));
    controller.pointerMove(input(510, 505));
    controller.setInteractivity({ ...controller.interactivity });
    controller.pointerMove(input(540, 530));
    controller.pointerUp(input(540, 530));
    expect(host.camera).toEqual({ x: 40, y: 30, scale: 1 });
  });

  it('cancels a node drag when a second finger lands', () => {
    const touch = { pointerType: 'touch' as const };
    controller.pointerDown(input(50, 25, { ...touch, id: 1 }));
    controller.pointerMove(input(80, 25, { ...touch, id: 1 }));
    controller.pointerDown(input(300, 300, { ...touch, id: 2 }));
    expect(host.previews).toEqual(['begin a', 'restore']);
    expect(controller.gesture).toBe('pinching');
  });
});

describe('long press', () => {
  beforeEach(() => setup([node('a', 0, 0)]));
  const touch = { pointerType: 'touch' as const };

  it('opens the context menu after 500 ms held still, and the release does not click', () => {
    controller.pointerDown(input(50, 25, touch));
    expect(controller.nextDeadline()).toBe(time + LONG_PRESS_MS);
    controller.pointerMove(input(55, 28, touch));
    controller.tick(time + LONG_PRESS_MS - 1);
    expect(host.events).toEqual([]);
    controller.tick(time + LONG_PRESS_MS);
    expect(host.events).toEqual([
      ['contextMenu', { nodeId: 'a', connectionId: null, screen: { x: 50, y: 25 } }],
    ]);
    controller.pointerUp(input(55, 28, touch));
    expect(host.events).toHaveLength(1);
  });

  it('on empty space gives a null node', () => {
    controller.pointerDown(input(400, 400, touch));
    controller.tick(time + LONG_PRESS_MS);
    expect(host.events).toEqual([
      ['contextMenu', { nodeId: null, connectionId: null, screen: { x: 400, y: 400 } }],
    ]);
  });

  it('is cancelled by moving more than 8 px', () => {
    controller.pointerDown(input(400, 400, touch));
    controller.pointerMove(input(410, 400, touch));
    controller.tick(time + LONG_PRESS_MS);
    expect(host.types()).toEqual(['cameraChange']);
    expect(controller.nextDeadline()).toBeUndefined();
  });

  it('does not apply to a mouse, which has a right click', () => {
    controller.pointerDown(input(50, 25));
    expect(controller.nextDeadline()).toBeUndefined();
    controller.contextMenuAt(50, 25);
    expect(host.events).toEqual([
      ['contextMenu', { nodeId: 'a', connectionId: null, screen: { x: 50, y: 25 } }],
    ]);
  });
});

describe('pan mode', () => {
  beforeEach(() => {
    setup([node('a', 0, 0), node('b', 300, 0)]);
    controller.setInteractivity({ panMode: true });
  });

  const onlyPans = () => expect(host.types().every((type) => type === 'cameraChange')).toBe(true);

  it('pans with a drag that starts on a node, moving and selecting nothing', () => {
    gesture([
      [50, 25],
      [70, 35],
      [90, 45],
    ]);
    expect(host.camera).toEqual({ x: 40, y: 20, scale: 1 });
    expect(host.previews).toEqual([]);
    onlyPans();
  });

  it('pans with a shift-drag on empty space, where a marquee would select', () => {
    gesture(
      [
        [500, 500],
        [400, 450],
        [-10, -10],
      ],
      { shift: true },
    );
    expect(host.camera).toEqual({ x: -510, y: -510, scale: 1 });
    expect(host.overlay?.marquee ?? null).toBeNull();
    onlyPans();
  });

  it('offers no connection handles, so a drag from a handle pans too', () => {
    controller.pointerMove(input(50, 25));
    expect(host.overlay?.handles ?? []).toEqual([]);
    gesture([
      [100, 25],
      [150, 25],
      [200, 25],
    ]);
    expect(host.camera).toEqual({ x: 100, y: 0, scale: 1 });
    onlyPans();
  });

  it('still selects with a tap', () => {
    click(50, 25);
    expect(host.events).toEqual([['select', { nodeIds: ['a'], mode: 'replace' }]]);
  });

  it('ends a node drag under way when it is turned on', () => {
    controller.setInteractivity({ panMode: false });
    controller.pointerDown(input(50, 25));
    controller.pointerMove(input(80, 25));
    expect(controller.gesture).toBe('dragging');
    controller.setInteractivity({ panMode: true });
    expect(controller.gesture).toBe('done');
    expect(host.previews).toEqual(['begin a', 'restore']);
  });
});
