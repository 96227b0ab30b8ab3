import { describe, expect, it } from 'vitest';
import { makeMap, makeNode } from '../actions/testMaps';
import { emptyDocument, paragraph } from '../richText/document';
import { loadPresentation } from './load';
import {
  contentSlidesOf,
  hasContent,
  mapContentSlides,
  presentationContentSlides,
  sequenceNodeIds,
} from './slides';

const content = (text: string) => [paragraph(text)];

/** a, b, c, e with content; d with none; f with an empty document; g with blank text. */
const map = makeMap({
  nodes: [
    makeNode('a', undefined, { title: 'Alpha', prose: content('About alpha') }),
    makeNode('b', undefined, { title: 'Beta', prose: content('About beta') }),
    makeNode('c', undefined, {
      title: 'Gamma',
      prose: [{ type: 'heading', level: 1, children: [{ text: 'C' }] }],
    }),
    makeNode('d', undefined, { title: 'Delta' }),
    makeNode('e', undefined, { title: 'Epsilon', prose: JSON.stringify(content('Stored as text')) }),
    makeNode('f', undefined, { title: 'Phi', prose: emptyDocument() }),
    makeNode('g', undefined, { title: 'Gee', prose: '   ' }),
  ],
});

const sequenceOf = (steps: unknown[]) =>
  loadPresentation({ id: 'p', sequence: steps.map((action) => ({ action })) }).presentation.sequence;

describe('content slides', () => {
  it('knows a node without content: none, an empty paragraph, blank text', () => {
    expect(map.nodes.filter(hasContent).map((node) => node.id)).toEqual(['a', 'b', 'c', 'e']);
  });

  it("shows the map's nodes with content in the map's order", () => {
    const slides = mapContentSlides(map.nodes);
    expect(slides.map((slide) => slide.nodeId)).toEqual(['a', 'b', 'c', 'e']);
    expect(slides[0]).toEqual({ nodeId: 'a', title: 'Alpha', prose: content('About alpha') });
  });

  it('shows the nodes a presentation reveals, in sequence order, each once', () => {
    const sequence = sequenceOf([
      { type: 'hideAllNodes' },
      { type: 'showNodes', nodeIds: ['b'] },
      { type: 'showNodes', nodeIds: ['a', 'b'] },
      { type: 'showAllNodesExcept', nodeIds: [] },
    ]);
    const slides = presentationContentSlides(sequence, map.nodes);
    expect(slides.map((slide) => slide.title)).toEqual(['Beta', 'Alpha']);
  });

  it('counts nodes selected, jumped to or given a strength; not those hidden or excepted', () => {
    const sequence = sequenceOf([
      { type: 'showAllNodesExcept', nodeIds: ['a'] },
      { type: 'hideNodes', nodeIds: ['b'] },
      { type: 'changeStrength', nodeId: 'e', strength: 40 },
      { type: 'setSelection', nodeIds: ['c'] },
      { type: 'jumpToLocation', nodeIds: ['a'] },
      { type: 'selectConnection', connectionId: null },
      { type: 'setCurrentLevel', levelId: 2 },
    ]);
    expect(sequenceNodeIds(sequence)).toEqual(['e', 'c', 'a']);
    expect(presentationContentSlides(sequence, map.nodes).map((slide) => slide.nodeId)).toEqual([
      'e',
      'c',
      'a',
    ]);
  });

  it('leaves out nodes without content and nodes the map no longer holds', () => {
    const sequence = sequenceOf([
      { type: 'SHOW_NODES', nodes: ['gone', 'd', 'f', 'g', 'c'] },
      { type: 'SELECT_NODE', nodeId: 'b' },
    ]);
    expect(sequenceNodeIds(sequence)).toEqual(['gone', 'd', 'f', 'g', 'c', 'b']);
    expect(presentationContentSlides(sequence, map.nodes).map((slide) => slide.nodeId)).toEqual(['c', 'b']);
  });

  it('gives no slides for an empty sequence or a map without content', () => {
    expect(presentationContentSlides([], map.nodes)).toEqual([]);
    expect(mapContentSlides(makeMap({ nodes: [makeNode('x')] }).nodes)).toEqual([]);
  });

  it("finds a map's or a presentation's slides by the presentation's id", () => {
    const withPresentations = {
      ...map,
      presentations: [
        { id: 'p1', name: 'Tour', sequence: [{ action: { type: 'showNodes', nodeIds: ['c', 'a'] } }] },
        { id: 'p2', type: 'lesson', sequence: [] },
      ],
    };
    const ids = (result: ReturnType<typeof contentSlidesOf>) =>
      result.found ? result.slides.map((slide) => slide.nodeId) : result;
    expect(contentSlidesOf(withPresentations)).toMatchObject({ found: true, name: 'Test map' });
    expect(ids(contentSlidesOf(withPresentations))).toEqual(['a', 'b', 'c', 'e']);
    expect(contentSlidesOf(withPresentations, 'p1')).toMatchObject({ found: true, name: 'Tour' });
    expect(ids(contentSlidesOf(withPresentations, 'p1'))).toEqual(['c', 'a']);
    expect(contentSlidesOf(withPresentations, 'p2')).toEqual({
      found: true,
      name: 'New Presentation',
      slides: [],
    });
    expect(contentSlidesOf(withPresentations, 'nope')).toEqual({ found: false, presentationId: 'nope' });
  });
});
