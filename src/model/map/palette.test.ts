import { describe, expect, it } from 'vitest';
import { NODE_COLOURS } from './constants';
import { loadMap } from './load';
import { COLOUR_NAMES, LEVEL_COLOURS, levelColour, readColour, resolveColour } from './palette';

describe('level palette', () => {
  it('has 8 distinct 6-digit hex shades, taken by a level’s place and starting again past the eighth', () => {
    expect(LEVEL_COLOURS).toHaveLength(8);
    expect(new Set(LEVEL_COLOURS).size).toBe(8);
    for (const shade of LEVEL_COLOURS) expect(shade).toMatch(/^#[0-9a-f]{6}$/);
    expect(levelColour(0)).toBe(LEVEL_COLOURS[0]);
    expect(levelColour(7)).toBe(LEVEL_COLOURS[7]);
    expect(levelColour(8)).toBe(LEVEL_COLOURS[0]);
    expect(levelColour(11)).toBe(LEVEL_COLOURS[3]);
  });
});

describe('colour names', () => {
  it('map each name to its fixed entry of the node palette', () => {
    expect(resolveColour('white')).toBe(NODE_COLOURS[0]);
    expect(resolveColour('red')).toBe(NODE_COLOURS[1]);
    expect(resolveColour('Blue')).toBe(NODE_COLOURS[6]);
    expect(resolveColour(' GRAY ')).toBe(resolveColour('grey'));
    for (const entry of Object.values(COLOUR_NAMES)) expect(NODE_COLOURS).toContain(entry);
  });

  it('keep hex colours as written and know no other names or forms', () => {
    expect(resolveColour('#A1b2C3')).toBe('#A1b2C3');
    expect(resolveColour('crimson')).toBeUndefined();
    expect(resolveColour('#fff')).toBeUndefined();
    expect(resolveColour(3)).toBeUndefined();
    expect(readColour('nope', '#000000')).toBe('#000000');
    // The names of an object's own machinery are no colours (fast-check found '__proto__').
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty'])
      expect(resolveColour(name)).toBeUndefined();
  });

  it('are loaded as their palette entries wherever a map stores a colour', () => {
    const map = loadMap({
      nodes: [
        {
          id: 'a',
          colour: 'red',
          levels: [{ levelId: 1, position: { x: 0, y: 0 }, colour: 'green' }],
        },
        { id: 'b', colour: 'teal', primaryLevelId: 1, secondaryLevelId: 2, secondaryColour: 'pink' },
      ],
      connections: [{ id: 'c', from: 'a', to: 'b', colour: 'purple' }],
      settings: { positiveTruthColour: 'blue' },
    });
    const [a, b] = map.nodes;
    expect(a?.colour).toBe(COLOUR_NAMES.red);
    expect(a?.levels[0]?.colour).toBe(COLOUR_NAMES.green);
    expect(b?.levels.map((level) => level.colour)).toEqual([COLOUR_NAMES.teal, COLOUR_NAMES.pink]);
    expect(map.connections.at(0)?.colour).toBe(COLOUR_NAMES.purple);
    expect(map.settings.positiveTruthColour).toBe(COLOUR_NAMES.blue);
  });
});
