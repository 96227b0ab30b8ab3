import { describe, expect, it } from 'vitest';
import { makeConnection, makeMap, makeNode } from '../../src/model/actions/testMaps';
import { DEFAULT_CONTENT_SIZE, TAG_COLOURS } from '../../src/model/map/constants';
import { isNeighbourhoodColour, textColourOn } from '../geometry/contrast';
import { changedViews, fromMap } from './fromMap';
import { estimateTitleSize } from './nodeSize';
import { CONTENT_FONT_SIZE, hexToNumber } from './nodeView';

const at = { 1: { x: 0, y: 0 } };
const tags = [
  { id: 't1', description: 'one', selected: false },
  { id: 't2', description: 'two', selected: false },
];

describe('node markers', () => {
  it('gives one dot per known tag, coloured by the tag palette in the map order', () => {
    const map = makeMap({
      tags,
      nodes: [makeNode('a', at, { tags: ['t2', 'gone', 't1'] }), makeNode('b', at)],
    });
    const [a, b] = fromMap(map).nodes;
    expect(a?.tagColours).toEqual([TAG_COLOURS[1], TAG_COLOURS[0]].map((c) => hexToNumber(c as string, 0)));
    expect(b?.tagColours).toBeUndefined();
  });

  it('has a palette every entry of which shows on white', () => {
    for (const colour of TAG_COLOURS) expect(isNeighbourhoodColour(colour)).toBe(true);
    expect(new Set(TAG_COLOURS).size).toBe(TAG_COLOURS.length);
  });

  it("rings neighbourhood roots and members in the root's colour, or the palette's when it fails the rule", () => {
    const map = makeMap({
      nodes: [
        makeNode('root', at, { colour: '#2b6cb0' }),
        makeNode('member', at),
        makeNode('white', at, { colour: '#ffffff' }),
        makeNode('other', at),
        makeNode('loner', at),
      ],
      neighbourhoods: [
        { id: 'h1', rootNodeId: 'root', nodeIds: ['member'] },
        { id: 'h2', rootNodeId: 'white', nodeIds: ['other', 'member'] },
      ],
    });
    const views = new Map(fromMap(map).nodes.map((view) => [view.id, view]));
    expect(views.get('root')?.neighbourhood).toEqual({ colour: 0x2b6cb0, root: true });
    // A member of two shows the first.
    expect(views.get('member')?.neighbourhood).toEqual({ colour: 0x2b6cb0, root: false });
    const fallback = hexToNumber(TAG_COLOURS[1] as string, 0);
    expect(views.get('white')?.neighbourhood).toEqual({ colour: fallback, root: true });
    expect(views.get('other')?.neighbourhood).toEqual({ colour: fallback, root: false });
    expect(views.get('loner')?.neighbourhood).toBeUndefined();
  });

  it("redraws a changed root's members (their ring follows it) without their connections", () => {
    const map = makeMap({
      nodes: [makeNode('root', at, { colour: '#2b6cb0' }), makeNode('member', at), makeNode('x', at)],
      connections: [makeConnection('mx', 'member', 'x')],
      neighbourhoods: [{ id: 'h', rootNodeId: 'root', nodeIds: ['member'] }],
    });
    const changes = changedViews(map, ['root']);
    expect(changes.nodes.map((n) => n.id).sort()).toEqual(['member', 'root']);
    expect(changes.edges).toEqual([]);
  });
});

describe('shown content', () => {
  const prose = [{ type: 'paragraph', children: [{ text: 'Plants make glucose.' }] }];

  it('grows the node by the content size and gives its text and where its area starts', () => {
    const node = makeNode('c', at, { showContent: true, prose });
    const [view] = fromMap(makeMap({ nodes: [node] })).nodes;
    const title = estimateTitleSize('c', 18);
    expect(view?.width).toBe(DEFAULT_CONTENT_SIZE.width);
    expect(view?.height).toBe(title.height + DEFAULT_CONTENT_SIZE.height);
    expect(view?.content).toEqual({
      text: 'Plants make glucose.',
      top: title.height,
      fontSize: CONTENT_FONT_SIZE,
    });
  });

  it('uses contentWidth and contentHeight, and keeps a stored size with the content at the bottom', () => {
    const sized = makeNode('s', at, { showContent: true, contentWidth: 300, contentHeight: 100 });
    const [view] = fromMap(makeMap({ nodes: [sized] })).nodes;
    expect([view?.width, view?.height]).toEqual([300, 148]);
    expect(view?.content?.text).toBe('');
    const stored = makeNode('f', at, {
      showContent: true,
      nodeWidth: 400,
      nodeHeight: 500,
      contentHeight: 100,
    });
    expect(fromMap(makeMap({ nodes: [stored] })).nodes[0]).toMatchObject({
      width: 400,
      height: 500,
      content: { top: 400 },
    });
  });

  it('shows no content unless showContent is on', () => {
    const [view] = fromMap(makeMap({ nodes: [makeNode('n', at, { prose })] })).nodes;
    expect(view?.content).toBeUndefined();
  });
});

describe('title colours', () => {
  const hex = (value: number) => `#${value.toString(16).padStart(6, '0')}`;

  it('gives each node the title colour of its own fill and colour, however many nodes share them', () => {
    // On a truth fill, a blue node keeps its blue title and a yellow one does not (too little contrast).
    const colours = ['#0000ff', '#ffff00', '#0000ff', '#ffffff', '#ffff00'];
    const map = makeMap({
      nodes: colours.map((colour, index) => makeNode(`n${index}`, at, { colour })),
    });
    for (const truthColours of [true, false]) {
      const views = fromMap(map, { truthColours }).nodes;
      views.forEach((view, index) => {
        const own = colours[index] as string;
        const expected = textColourOn(hex(view.fill), truthColours ? own : undefined);
        expect(view.textColour).toBe(hexToNumber(expected, 0));
      });
    }
    const [blue, yellow] = fromMap(map).nodes;
    expect(blue?.textColour).toBe(0x0000ff);
    expect(yellow?.textColour).not.toBe(0xffff00);
  });
});
