import { describe, expect, it } from 'vitest';
import { makeNode } from '../actions/testMaps';
import { NodeSearchIndex, SEARCH_DISTANCE, SEARCH_THRESHOLD, searchEntries, searchNodes } from './nodeSearch';

const titled = (id: string, title: string, prose?: unknown) => makeNode(id, undefined, { title, prose });

const nodes = [
  titled('a', 'Photosynthesis'),
  titled('b', 'Chlorophyll absorbs light'),
  titled('c', 'Carbon dioxide'),
  titled('d', 'Glucose', 'made in the chloroplast stroma'),
];
const plain = (prose: unknown) => (typeof prose === 'string' ? prose : '');

describe('searchNodes', () => {
  it('uses the spec constants', () => {
    expect(SEARCH_THRESHOLD).toBe(0.4);
    expect(SEARCH_DISTANCE).toBe(100);
  });

  it('finds a misspelt title, the closest first', () => {
    const hits = searchNodes(searchEntries(nodes), 'Fotosynthesis');
    expect(hits[0]?.id).toBe('a');
    expect(hits[0]?.score).toBeLessThanOrEqual(SEARCH_THRESHOLD);
  });

  it('ranks an exact title above a partial one', () => {
    const hits = searchNodes(searchEntries(nodes), 'Chlorophyll');
    expect(hits.map((hit) => hit.id)[0]).toBe('b');
  });

  it('leaves out what is beyond the threshold', () => {
    expect(searchNodes(searchEntries(nodes), 'xyzzyqwv')).toEqual([]);
  });

  it('answers nothing for a blank query', () => {
    expect(searchNodes(searchEntries(nodes), '   ')).toEqual([]);
  });

  it('searches the plain text of content when given an extractor', () => {
    expect(searchNodes(searchEntries(nodes), 'stroma')).toEqual([]);
    expect(searchNodes(searchEntries(nodes, plain), 'stroma').map((hit) => hit.id)).toEqual(['d']);
  });

  it('keeps to the limit', () => {
    const many = Array.from({ length: 30 }, (_, i) => titled(`n${i}`, `Claim ${i}`));
    expect(searchNodes(searchEntries(many), 'Claim', 5)).toHaveLength(5);
  });
});

describe('NodeSearchIndex', () => {
  it('builds the index lazily and again only when titles or content change', () => {
    const index = new NodeSearchIndex(plain);
    expect(index.builds).toBe(0);
    expect(index.search(nodes, '')).toEqual([]);
    expect(index.builds).toBe(0);
    expect(index.search(nodes, 'Glucose')[0]?.id).toBe('d');
    // A selection change makes new node objects with the same titles: no rebuild.
    const selected = nodes.map((node) => ({ ...node, selected: true }));
    expect(index.search(selected, 'Carbon')[0]?.id).toBe('c');
    expect(index.builds).toBe(1);
    const renamed = [...nodes.slice(0, 3), titled('d', 'Starch')];
    expect(index.search(renamed, 'Starch')[0]?.id).toBe('d');
    expect(index.builds).toBe(2);
  });
});
