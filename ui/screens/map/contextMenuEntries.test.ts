import { describe, expect, it } from 'vitest';
import { contextMenuCommands } from './contextMenuEntries';

describe('the context menu entries', () => {
  it('offers the editing commands of a node, a connection and the canvas while editing', () => {
    expect(contextMenuCommands('node', true)).toEqual(['addChild', 'linkFrom', 'copy', 'colour', 'delete']);
    expect(contextMenuCommands('connection', true)).toEqual(['connectionType', 'delete']);
    expect(contextMenuCommands('canvas', true)).toEqual(['addNodeHere', 'paste', 'selectAll', 'zoomToFit']);
  });

  it('keeps only the entries that change nothing in a review mode', () => {
    expect(contextMenuCommands('node', false)).toEqual(['copy']);
    expect(contextMenuCommands('connection', false)).toEqual([]);
    expect(contextMenuCommands('canvas', false)).toEqual(['selectAll', 'zoomToFit']);
  });
});
