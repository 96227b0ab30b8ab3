/** Selecting a connection and bending it by its waypoints (the controller over a real scene index). */
import { beforeEach, describe, expect, it } from 'vitest';
import { routedEdgeView } from '../scene/edgeView';
import { testNodeView } from '../scene/testViews';
import type { EdgeView } from '../scene/views';
import { InteractionController } from './controller';
import { FakeHost } from './testHost';
import type { PointerInput } from './types';

const a = testNodeView('a', 0, 0);
const b = testNodeView('b', 400, 0);
const box = (n: typeof a) => ({ x: n.x, y: n.y, width: n.width, height: n.height });
const style = { colour: 0, width: 3, dash: null, arrow: true, startArrow: false };
const edge = (waypoints: { x: number; y: number }[] = []): EdgeView =>
  routedEdgeView(
    'e',
    { from: 'a', to: 'b' },
    { from: box(a), to: box(b), lineType: 'straight', waypoints },
    style,
  );

let host: FakeHost;
let controller: InteractionController;
let time = 1000;

function setup(edges: EdgeView[]) {
  host = new FakeHost([a, b], edges);
  controller = new InteractionController(host);
}

const input = (x: number, y: number): PointerInput => ({ id: 1, x, y, time });

function gesture(...points: [number, number][]) {
  const [first, ...rest] = points as [[number, number], ...[number, number][]];
  controller.pointerDown(input(...first));
  for (const point of rest) {
    time += 16;
    controller.pointerMove(input(...point));
  }
  controller.pointerUp(input(...(points[points.length - 1] as [number, number])));
  time += 1000;
}

describe('connection selection', () => {
  beforeEach(() => setup([edge()]));

  it('selects a connection clicked near its line, and lets it go on a click on empty space', () => {
    gesture([200, 27]);
    expect(host.events).toEqual([['selectConnection', { connectionId: 'e' }]]);
    controller.setSelectedConnection('e');
    host.events = [];
    gesture([200, 300]);
    expect(host.events).toEqual([
      ['select', { nodeIds: [], mode: 'replace' }],
      ['selectConnection', { connectionId: null }],
    ]);
  });

  it('lets the connection go when a node is clicked', () => {
    controller.setSelectedConnection('e');
    gesture([50, 25]);
    expect(host.events).toEqual([
      ['select', { nodeIds: ['a'], mode: 'replace' }],
      ['selectConnection', { connectionId: null }],
    ]);
  });

  it('names the connection under a right click or a touch long press, and the node over it first', () => {
    controller.contextMenuAt(200, 27);
    controller.pointerDown({ ...input(200, 27), pointerType: 'touch' });
    controller.tick(time + 500);
    controller.contextMenuAt(50, 25);
    expect(host.events).toEqual([
      ['contextMenu', { nodeId: null, connectionId: 'e', screen: { x: 200, y: 27 } }],
      ['contextMenu', { nodeId: null, connectionId: 'e', screen: { x: 200, y: 27 } }],
      ['contextMenu', { nodeId: 'a', connectionId: null, screen: { x: 50, y: 25 } }],
    ]);
  });

  it('does not select connections where selection is off', () => {
    controller.setInteractivity({ select: false });
    gesture([200, 27]);
    expect(host.events).toEqual([]);
  });

  it('shows the selected connection with a proposed waypoint in the overlay', () => {
    controller.setSelectedConnection('e');
    expect(host.overlay?.bend?.proposals).toEqual([{ x: 250, y: 25, insertIndex: 0 }]);
    controller.setSelectedConnection(null);
    expect(host.overlay?.bend).toBeNull();
  });
});

describe('bending the selected connection', () => {
  it('drags a proposed waypoint out into a new waypoint, previewed while dragging', () => {
    setup([edge()]);
    controller.setSelectedConnection('e');
    controller.pointerDown(input(250, 25));
    controller.pointerMove(input(250, 120));
    controller.pointerMove(input(250, 200));
    expect(host.overlay?.bend?.waypoints).toEqual([{ x: 250, y: 200 }]);
    controller.pointerUp(input(250, 200));
    expect(host.events).toEqual([['setWaypoints', { connectionId: 'e', waypoints: [{ x: 250, y: 200 }] }]]);
  });

  it('moves an existing waypoint, and removes it on a double click', () => {
    setup([edge([{ x: 250, y: 200 }])]);
    controller.setSelectedConnection('e');
    gesture([250, 200], [300, 220], [320, 240]);
    expect(host.events).toEqual([['setWaypoints', { connectionId: 'e', waypoints: [{ x: 320, y: 240 }] }]]);
    host.events = [];
    controller.pointerDown(input(250, 200));
    controller.pointerUp(input(250, 200));
    time += 100;
    controller.pointerDown(input(250, 200));
    controller.pointerUp(input(250, 200));
    expect(host.events).toEqual([['setWaypoints', { connectionId: 'e', waypoints: [] }]]);
  });

  it('cannot bend where dragging is off: a drag from the waypoint pans instead', () => {
    setup([edge([{ x: 250, y: 200 }])]);
    controller.setSelectedConnection('e');
    controller.setInteractivity({ drag: false });
    expect(host.overlay?.bend?.proposals).toEqual([]);
    gesture([250, 200], [300, 220], [320, 240]);
    expect(host.events.map(([type]) => type)).not.toContain('setWaypoints');
    expect(host.camera.x).toBe(70);
  });
});
