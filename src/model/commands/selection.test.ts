import { describe, expect, it } from 'vitest';
import { selectionAction } from './selection';

const selection = ['a', 'c'];
const selectedAfter = (action: ReturnType<typeof selectionAction>) => [...action.nodeIds].sort();

describe('selectionAction', () => {
  it('replaces the selection', () => {
    expect(selectedAfter(selectionAction(selection, ['b', 'b'], 'replace'))).toEqual(['b']);
    expect(selectedAfter(selectionAction(selection, [], 'replace'))).toEqual([]);
  });

  it('toggles the named nodes, keeping the others', () => {
    expect(selectedAfter(selectionAction(selection, ['a', 'b'], 'toggle'))).toEqual(['b', 'c']);
  });

  it('adds the named nodes to the selection', () => {
    expect(selectedAfter(selectionAction(selection, ['b'], 'add'))).toEqual(['a', 'b', 'c']);
  });
});
