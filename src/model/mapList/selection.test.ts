import { describe, expect, it } from 'vitest';
import { selectAllState, selectedInView, toggleSelected } from './selection';

describe('selection', () => {
  it('ticks and unticks without changing the old set', () => {
    const before = new Set(['a']);
    const after = toggleSelected(before, 'b', true);
    expect([...after]).toEqual(['a', 'b']);
    expect([...before]).toEqual(['a']);
    expect([...toggleSelected(after, 'a', false)]).toEqual(['b']);
  });

  it('keeps only the ticked maps still shown, in table order', () => {
    const visible = [{ id: 'c' }, { id: 'a' }, { id: 'd' }];
    expect(selectedInView(new Set(['a', 'b', 'c']), visible)).toEqual(['c', 'a']);
    expect(selectedInView(new Set(), visible)).toEqual([]);
  });

  it('states the select-all box', () => {
    expect(selectAllState(0, 3)).toBe(false);
    expect(selectAllState(1, 3)).toBe('indeterminate');
    expect(selectAllState(3, 3)).toBe(true);
    expect(selectAllState(0, 0)).toBe(false);
  });
});
