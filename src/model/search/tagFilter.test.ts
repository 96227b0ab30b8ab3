import { describe, expect, it } from 'vitest';
import { makeNode } from '../actions/testMaps';
import { nodesWithTags } from './tagFilter';

const tagged = (id: string, tags: string[]) => makeNode(id, undefined, { tags });
const nodes = [tagged('a', ['x']), tagged('b', ['x', 'y']), tagged('c', ['y']), tagged('d', [])];
const ids = (tagIds: string[], allRequired: boolean) =>
  nodesWithTags(nodes, tagIds, allRequired).map((node) => node.id);

describe('nodesWithTags', () => {
  it('matches no node when no tag is chosen', () => {
    expect(ids([], false)).toEqual([]);
    expect(ids([], true)).toEqual([]);
  });

  it('matches nodes with any chosen tag when not all are required', () => {
    expect(ids(['x'], false)).toEqual(['a', 'b']);
    expect(ids(['x', 'y'], false)).toEqual(['a', 'b', 'c']);
  });

  it('matches only nodes with every chosen tag when all are required', () => {
    expect(ids(['x'], true)).toEqual(['a', 'b']);
    expect(ids(['x', 'y'], true)).toEqual(['b']);
  });

  it('matches nothing for a tag no node has', () => {
    expect(ids(['z'], false)).toEqual([]);
    expect(ids(['x', 'z'], true)).toEqual([]);
  });
});
