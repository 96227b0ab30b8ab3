import { describe, expect, it } from 'vitest';
import { makeConnection, makeMap, makeNode } from '../../src/model/actions/testMaps';
import { CONNECTION_TYPE, FONT_SIZES } from '../../src/model/map/constants';
import { EntityList } from '../../src/model/map/entityList';
import type { MapNode } from '../../src/model/map/node';
import { DEFAULT_MAP_SETTINGS } from '../../src/model/map/settings';
import { mixHex } from '../geometry/truthColour';
import { changedViews, fromMap } from './fromMap';
import { AUTO_NODE_MIN_HEIGHT, AUTO_NODE_MIN_WIDTH, AUTO_NODE_WRAP_WIDTH } from './nodeSize';
import { hexToNumber, truthColour } from './nodeView';

const settings = {
  ...DEFAULT_MAP_SETTINGS,
  positiveTruthColour: '#00aa00',
  negativeTruthColour: '#aa0000',
  neutralTruthColour: '#dddddd',
};

function twoLevelMap() {
  return makeMap({
    settings,
    nodes: [
      makeNode('a', { 1: { x: 0, y: 0 }, 2: { x: 500, y: 500 } }),
      makeNode('b', { 1: { x: 400, y: 0 } }),
      makeNode('c', { 2: { x: 100, y: 100 } }),
    ],
    connections: [
      makeConnection('ab', 'a', 'b', { levelId: 1 }),
      makeConnection('ac', 'a', 'c', { levelId: 2 }),
    ],
  });
}

describe('fromMap', () => {
  it('leaves out the nodes a collapsed node keeps out of view, with their connections', () => {
    const map = makeMap({
      settings,
      nodes: [
        makeNode('p', undefined, { showDescendants: false }),
        makeNode('c', { 1: { x: 0, y: 100 } }),
        makeNode('g', { 1: { x: 0, y: 200 } }),
      ],
      connections: [makeConnection('pc', 'p', 'c'), makeConnection('cg', 'c', 'g')],
    });
    const scene = fromMap(map);
    expect(scene.nodes.map((n) => n.id)).toEqual(['p']);
    expect(scene.edges).toEqual([]);
    expect(scene.nodes[0]?.collapsed).toBe(true);
  });

  it('draws the nodes on the current level at their positions there', () => {
    const map = twoLevelMap();
    expect(fromMap(map).nodes.map((n) => [n.id, n.x, n.y])).toEqual([
      ['a', 0, 0],
      ['b', 400, 0],
    ]);
    const level2 = fromMap({ ...map, currentLevelId: 2 });
    expect(level2.nodes.map((n) => [n.id, n.x, n.y])).toEqual([
      ['a', 500, 500],
      ['c', 100, 100],
    ]);
    expect(level2.edges.map((e) => e.id)).toEqual(['ac']);
    expect(fromMap(map).workspaceBounds).toBe(map.workspaceBounds);
  });

  it('leaves out the nodes a presentation hides from the viewer, with their connections', () => {
    const map = twoLevelMap();
    const scene = fromMap({ ...map, reveal: { hidden: 'all', except: new Set(['a']) } });
    expect(scene.nodes.map((n) => n.id)).toEqual(['a']);
    expect(scene.edges).toEqual([]);
    const shown = fromMap({ ...map, reveal: { hidden: 'none', except: new Set() } });
    expect(shown.nodes.map((n) => n.id)).toEqual(['a', 'b']);
    // Recording: the hidden node is a faint ghost the author can still pick, with its connection.
    const ghosts = fromMap({ ...map, reveal: { hidden: 'all', except: new Set(['a']) }, hiddenAs: 'ghost' });
    expect(ghosts.nodes.map((n) => n.id)).toEqual(['a', 'b']);
    const [shownNode, ghost] = ghosts.nodes;
    expect(ghost?.fill).not.toBe(shownNode?.fill);
    expect(ghost?.truth).toBeUndefined();
    // A recall question: the ghost keeps its place and size, not its title.
    const untitled = fromMap({
      ...map,
      reveal: { hidden: 'all', except: new Set(['a']) },
      hiddenAs: 'untitledGhost',
    });
    const [named, unnamed] = untitled.nodes;
    expect(named?.title).toBe(shownNode?.title);
    expect(unnamed?.title).toBe('');
    expect(unnamed?.width).toBe(ghost?.width);
    expect(unnamed?.fill).toBe(ghost?.fill);
  });

  it('leaves hidden nodes out with their connections, and marks collapsed ones', () => {
    const map = twoLevelMap();
    const [a, b] = map.nodes.toArray() as [MapNode, MapNode];
    const hidden = { ...map, nodes: EntityList.from([a, { ...b, visibility: 'hidden' as const }]) };
    const scene = fromMap(hidden);
    expect(scene.nodes.map((n) => n.id)).toEqual(['a']);
    expect(scene.edges).toEqual([]);
    const collapsed = fromMap({
      ...map,
      nodes: EntityList.from([a, { ...b, visibility: 'collapsed' as const }]),
    });
    const view = collapsed.nodes.find((n) => n.id === 'b');
    expect(view?.collapsed).toBe(true);
    expect(view?.borderWidth).toBeGreaterThan(collapsed.nodes[0]?.borderWidth ?? 0);
    expect(collapsed.edges.map((e) => e.id)).toEqual(['ab']);
  });

  it('fills with the truth colour of the truth step, neutral blending towards true or false', () => {
    expect(truthColour(100, settings)).toBe('#00aa00');
    expect(truthColour(40, settings)).toBe(mixHex('#dddddd', '#00aa00', 0.5));
    expect(truthColour(-100, settings)).toBe('#aa0000');
    expect(truthColour(20, settings)).toBe('#dddddd');
    const map = makeMap({
      settings,
      nodes: [
        makeNode('t', { 1: { x: 0, y: 0 } }, { truth: 100 }),
        makeNode('f', { 1: { x: 0, y: 0 } }, { truth: -50 }),
        makeNode('n', { 1: { x: 0, y: 0 } }),
      ],
    });
    const views = fromMap(map).nodes;
    expect(views.map((n) => n.fill)).toEqual([
      0x00aa00,
      hexToNumber(mixHex('#dddddd', '#aa0000', 0.5), 0),
      0xdddddd,
    ]);
    // The styles of every step go with the view, so the engine can animate a change; they are shared.
    expect(views.map((n) => n.truth)).toEqual([100, -50, 0]);
    expect(views[0]?.truthStyles?.fills).toHaveLength(5);
    expect(views[0]?.truthStyles?.fills[4]).toBe(0x00aa00);
    expect(views[0]?.truthStyles).toBe(views[2]?.truthStyles);
  });

  it('uses the colour on the level when the node overrides the truth colour', () => {
    const node = makeNode(
      'o',
      { 1: { x: 0, y: 0 } },
      { truth: 100, colourOverride: true, colour: '#123456' },
    );
    const map = makeMap({ settings, nodes: [node] });
    expect(fromMap(map).nodes[0]?.fill).toBe(0x123456);
    const levelColour = { ...node, levels: node.levels.map((level) => ({ ...level, colour: '#654321' })) };
    expect(fromMap({ ...map, nodes: EntityList.from([levelColour]) }).nodes[0]?.fill).toBe(0x654321);
    // Truth colours off: the node's own colour.
    const plain = makeMap({
      settings,
      nodes: [makeNode('p', { 1: { x: 0, y: 0 } }, { colour: '#abcdef' })],
    });
    expect(fromMap(plain, { truthColours: false }).nodes[0]?.fill).toBe(0xabcdef);
  });

  it('picks a title colour with contrast of at least 3', () => {
    const dark = makeNode('d', { 1: { x: 0, y: 0 } }, { colourOverride: true, colour: '#101010' });
    const light = makeNode('l', { 1: { x: 0, y: 0 } }, { colourOverride: true, colour: '#f0f0f0' });
    const [darkView, lightView] = fromMap(makeMap({ settings, nodes: [dark, light] })).nodes;
    expect(darkView?.textColour).toBe(0xffffff);
    expect(lightView?.textColour).toBe(0);
    // On a truth fill the node's own colour is kept for the title where it reads...
    const own = makeNode('w', { 1: { x: 0, y: 0 } }, { truth: -100, colour: '#ffffff' });
    expect(fromMap(makeMap({ settings, nodes: [own] })).nodes[0]?.textColour).toBe(0xffffff);
    // ...and replaced where it does not (white on light grey).
    const grey = makeNode('g', { 1: { x: 0, y: 0 } }, { colour: '#ffffff' });
    expect(fromMap(makeMap({ settings, nodes: [grey] })).nodes[0]?.textColour).toBe(0);
  });

  it('sizes nodes from the stored size or the title, with the font size by name', () => {
    const nodes = [
      makeNode('s', { 1: { x: 0, y: 0 } }, { nodeWidth: 300, nodeHeight: 90, titleFontSize: 'x-large' }),
      makeNode('short', { 1: { x: 0, y: 0 } }, { title: 'Hi' }),
      makeNode('long', { 1: { x: 0, y: 0 } }, { title: 'A rather long title that must wrap onto lines' }),
    ];
    const [stored, short, long] = fromMap(makeMap({ nodes: nodes })).nodes;
    expect(stored).toMatchObject({ width: 300, height: 90, fontSize: FONT_SIZES['x-large'] });
    expect(short).toMatchObject({ width: AUTO_NODE_MIN_WIDTH, height: AUTO_NODE_MIN_HEIGHT, fontSize: 18 });
    expect(long?.width).toBeLessThanOrEqual(AUTO_NODE_WRAP_WIDTH);
    expect(long?.width).toBeGreaterThan(AUTO_NODE_MIN_WIDTH);
    expect(long?.height).toBeGreaterThan(AUTO_NODE_MIN_HEIGHT);
  });

  it("carries the viewer's selection and highlight", () => {
    const nodes = [makeNode('s', { 1: { x: 0, y: 0 } }), makeNode('h', { 1: { x: 0, y: 0 } })];
    const [s, h] = fromMap({
      ...makeMap({ nodes: nodes }),
      selected: new Set(['s']),
      highlighted: new Set(['h']),
    }).nodes;
    expect([s?.selected, s?.highlight, h?.selected, h?.highlight]).toEqual([true, false, false, true]);
  });

  it('routes connections with their stroke, skipping Group and hidden ones', () => {
    const map = makeMap({
      nodes: [makeNode('a', { 1: { x: 0, y: 0 } }), makeNode('b', { 1: { x: 400, y: 0 } })],
      connections: [
        makeConnection('rel', 'a', 'b', { colour: '#ff0000', width: 5 }),
        makeConnection('grp', 'a', 'b', { type: CONNECTION_TYPE.GROUP }),
        makeConnection('gen', 'a', 'b', { type: CONNECTION_TYPE.GENERIC }),
        makeConnection('bi', 'a', 'b', { type: CONNECTION_TYPE.BIDIRECTIONAL, lineType: 'elbow' }),
        makeConnection('hid', 'a', 'b', { visibility: 'hidden' }),
        makeConnection('gone', 'a', 'x'),
      ],
    });
    const edges = fromMap(map).edges;
    expect(edges.map((e) => e.id)).toEqual(['rel', 'gen', 'bi']);
    const [rel, gen, bi] = edges;
    expect(rel).toMatchObject({
      from: 'a',
      to: 'b',
      colour: 0xff0000,
      width: 5,
      dash: null,
      startArrow: null,
    });
    expect(rel?.arrow).not.toBeNull();
    // a's right side (x 120) to b's left side (x 400).
    expect(rel?.points[0]).toBe(AUTO_NODE_MIN_WIDTH);
    expect(rel?.points.at(-2)).toBe(400);
    expect(gen?.dash).toEqual([5, 5]);
    expect(bi?.startArrow).not.toBeNull();
    expect(bi?.route?.lineType).toBe('elbow');
  });
});

describe('changedViews', () => {
  it('gives the changed nodes and every connection touching them', () => {
    const map = makeMap({
      nodes: [
        makeNode('a', { 1: { x: 0, y: 0 } }),
        makeNode('b', { 1: { x: 400, y: 0 } }),
        makeNode('c', { 1: { x: 0, y: 400 } }),
      ],
      connections: [makeConnection('ab', 'a', 'b'), makeConnection('bc', 'b', 'c')],
    });
    const changes = changedViews(map, ['a']);
    expect(changes.nodes.map((n) => n.id)).toEqual(['a']);
    expect(changes.edges.map((e) => e.id)).toEqual(['ab']);
    expect(changes.removedNodeIds).toEqual([]);
    expect(changes.edges[0]).toEqual(fromMap(map).edges[0]);
  });

  it('lists what no longer draws as removed', () => {
    const map = makeMap({
      nodes: [
        makeNode('a', { 1: { x: 0, y: 0 } }),
        { ...makeNode('b', { 1: { x: 400, y: 0 } }), visibility: 'hidden' as const },
      ],
      connections: [makeConnection('ab', 'a', 'b')],
    });
    const changes = changedViews(map, ['b', 'deleted']);
    expect(changes.nodes).toEqual([]);
    expect(changes.edges).toEqual([]);
    expect(changes.removedNodeIds).toEqual(['b', 'deleted']);
    expect(changes.removedEdgeIds).toEqual(['ab', 'deleted']);
  });

  it('gives a changed connection alone', () => {
    const map = makeMap({
      nodes: [makeNode('a', { 1: { x: 0, y: 0 } }), makeNode('b', { 1: { x: 400, y: 0 } })],
      connections: [makeConnection('ab', 'a', 'b')],
    });
    const changes = changedViews(map, ['ab']);
    expect(changes.nodes).toEqual([]);
    expect(changes.edges.map((e) => e.id)).toEqual(['ab']);
  });
});

describe('hexToNumber', () => {
  it('parses 6-digit hex and falls back otherwise', () => {
    expect(hexToNumber('#0a0B0c', 1)).toBe(0x0a0b0c);
    expect(hexToNumber('red', 7)).toBe(7);
  });
});
