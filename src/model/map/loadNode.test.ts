import { describe, expect, it } from 'vitest';
import { DEFAULT_NODE_COLOUR, OPERATOR } from './constants';
import { loadMapLink, loadNode } from './loadNode';

describe('loadNode', () => {
  it('gives a bare node the spec defaults', () => {
    expect(loadNode({ id: 'n1' })).toEqual({
      id: 'n1',
      title: '',
      titleFontSize: 'large',
      colour: DEFAULT_NODE_COLOUR,
      colourOverride: false,
      operator: OPERATOR.AVG,
      subType: 1,
      showContent: false,
      showDefaultContent: false,
      contentWidth: 250,
      contentHeight: 250,
      levels: [],
      tags: [],
      visibility: 'visible',
      showAscendants: true,
      showDescendants: true,
      strength: null,
      ignoreManualStrength: false,
      truth: 0,
      reverseTruth: false,
      reverseTruthCondition: 'always',
      wikiWords: [],
    });
  });

  it('leaves absent optional fields absent rather than undefined', () => {
    const node = loadNode({ id: 'n1', mapLink: null, prose: null, nodeWidth: 'wide' });
    for (const key of ['mapLink', 'prose', 'nodeWidth', 'nodeHeight']) expect(node).not.toHaveProperty(key);
  });

  it('keeps stored values of the right type and replaces the rest by defaults', () => {
    const node = loadNode({
      id: 'n1',
      title: 'Cats',
      titleFontSize: 'xx-large',
      operator: OPERATOR.IF_NOT,
      subType: 2,
      strength: -40,
      contentWidth: 'big',
      nodeWidth: 120,
      tags: ['t1', 7, 't2'],
      wikiWords: ['cat', null],
    });
    expect(node).toMatchObject({
      title: 'Cats',
      titleFontSize: 'xx-large',
      operator: 11,
      subType: 2,
      strength: -40,
      contentWidth: 250,
      nodeWidth: 120,
      tags: ['t1', 't2'],
      wikiWords: ['cat'],
    });
    expect(loadNode({ id: 'n1', titleFontSize: 18, operator: 14, subType: 3 })).toMatchObject({
      titleFontSize: 'large',
      operator: OPERATOR.AVG,
      subType: 1,
    });
  });

  it('gives a node without an id a new 10-character one', () => {
    expect(loadNode({}).id).toMatch(/^[0-9A-Za-z]{10}$/);
    expect(loadNode({ id: '' }).id).toHaveLength(10);
  });

  it('makes hidden nodes visible and keeps collapsed ones collapsed', () => {
    expect(loadNode({ id: 'n', visibility: 'hidden' }).visibility).toBe('visible');
    expect(loadNode({ id: 'n', visibility: 'collapsed' }).visibility).toBe('collapsed');
    expect(loadNode({ id: 'n', visibility: 'gone' }).visibility).toBe('visible');
  });

  describe('levels', () => {
    it('reads the levels list, defaulting colour to the node colour and truth to neutral', () => {
      const node = loadNode({
        id: 'n',
        colour: '#123456',
        levels: [
          { levelId: 2, position: { x: 5, y: 6 } },
          { levelId: 3, position: { x: 1, y: 2 }, colour: '#abcdef', truth: 40 },
        ],
      });
      expect(node.levels).toEqual([
        { levelId: 2, position: { x: 5, y: 6 }, colour: '#123456', truth: 0 },
        { levelId: 3, position: { x: 1, y: 2 }, colour: '#abcdef', truth: 40 },
      ]);
    });

    it('drops list entries without a level id and puts a missing position at the origin', () => {
      const node = loadNode({ id: 'n', levels: [{ position: { x: 1, y: 1 } }, { levelId: 1 }, 'x'] });
      expect(node.levels).toEqual([
        { levelId: 1, position: { x: 0, y: 0 }, colour: DEFAULT_NODE_COLOUR, truth: 0 },
      ]);
    });

    it('converts the legacy primary fields', () => {
      const node = loadNode({
        id: 'n',
        primaryLevelId: 4,
        position: { x: 10, y: 20 },
        colour: '#aa0000',
        primaryLevelTruth: 75,
      });
      expect(node.levels).toEqual([{ levelId: 4, position: { x: 10, y: 20 }, colour: '#aa0000', truth: 75 }]);
      expect(node.colour).toBe('#aa0000');
      for (const key of ['primaryLevelId', 'position', 'primaryLevelTruth'])
        expect(node).not.toHaveProperty(key);
    });

    it('converts the legacy secondary fields after the primary ones', () => {
      const node = loadNode({
        id: 'n',
        primaryLevelId: 1,
        position: { x: 10, y: 20 },
        colour: '#aa0000',
        secondaryLevelId: 2,
        secondaryPosition: { x: -5, y: 7 },
        secondaryColour: '#00bb00',
        secondaryLevelTruth: -30,
      });
      expect(node.levels).toEqual([
        { levelId: 1, position: { x: 10, y: 20 }, colour: '#aa0000', truth: 0 },
        { levelId: 2, position: { x: -5, y: 7 }, colour: '#00bb00', truth: -30 },
      ]);
      for (const key of ['secondaryLevelId', 'secondaryPosition', 'secondaryColour', 'secondaryLevelTruth'])
        expect(node).not.toHaveProperty(key);
    });

    it('puts a legacy position without a level id on the default level', () => {
      expect(loadNode({ id: 'n', position: { x: 3, y: 4 } }).levels).toEqual([
        { levelId: 1, position: { x: 3, y: 4 }, colour: DEFAULT_NODE_COLOUR, truth: 0 },
      ]);
    });

    it('places a secondary level without its own position where the primary one is', () => {
      const node = loadNode({ id: 'n', primaryLevelId: 1, position: { x: 3, y: 4 }, secondaryLevelId: 2 });
      expect(node.levels[1]).toEqual({
        levelId: 2,
        position: { x: 3, y: 4 },
        colour: DEFAULT_NODE_COLOUR,
        truth: 0,
      });
    });

    it('ignores a null secondary level', () => {
      expect(loadNode({ id: 'n', primaryLevelId: 1, secondaryLevelId: null }).levels).toHaveLength(1);
    });

    it('prefers a non-empty levels list over legacy fields, but converts them when the list is empty', () => {
      const legacy = { id: 'n', primaryLevelId: 2, position: { x: 1, y: 1 } };
      const listed = { levelId: 3, position: { x: 9, y: 9 } };
      expect(loadNode({ ...legacy, levels: [listed] }).levels.map((level) => level.levelId)).toEqual([3]);
      expect(loadNode({ ...legacy, levels: [] }).levels.map((level) => level.levelId)).toEqual([2]);
    });

    it('leaves a node with no level information on no level', () => {
      expect(loadNode({ id: 'n' }).levels).toEqual([]);
    });
  });
});

describe('loadMapLink', () => {
  it('turns a string into a map link', () => {
    expect(loadMapLink('m123')).toEqual({ mapId: 'm123', linkType: 'map' });
    expect(loadNode({ id: 'n', mapLink: 'm123' }).mapLink).toEqual({ mapId: 'm123', linkType: 'map' });
  });

  it('keeps link objects, defaulting the link type to map', () => {
    expect(loadMapLink({ mapId: 'm', linkType: 'lesson', secondaryId: 'p1' })).toEqual({
      mapId: 'm',
      linkType: 'lesson',
      secondaryId: 'p1',
    });
    expect(loadMapLink({ mapId: 'm', linkType: 'none' })).toEqual({ mapId: 'm', linkType: 'none' });
    expect(loadMapLink({ mapId: 'm', linkType: 'web' })).toEqual({ mapId: 'm', linkType: 'map' });
  });

  it('has no link for an empty string, null or an object without a map id', () => {
    expect(loadMapLink('')).toBeUndefined();
    expect(loadMapLink(null)).toBeUndefined();
    expect(loadMapLink({ linkType: 'map' })).toBeUndefined();
  });
});
