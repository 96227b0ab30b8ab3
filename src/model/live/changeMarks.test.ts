import { describe, expect, it } from 'vitest';
import { LIVE_EDIT_CHANGE_EXPIRY_MS } from '../map/constants';
import { ChangeMarks } from './changeMarks';

describe('live-edit change marks (spec 2 sections 4 and 9)', () => {
  it('expire 10 s after the change', () => {
    expect(LIVE_EDIT_CHANGE_EXPIRY_MS).toBe(10_000);
    const marks = new ChangeMarks();
    marks.mark(['a', 'b'], 1_000);
    expect(marks.current(1_000)).toEqual(['a', 'b']);
    expect(marks.current(10_999)).toEqual(['a', 'b']);
    expect(marks.current(11_000)).toEqual([]);
  });

  it('restart when the node changes again', () => {
    const marks = new ChangeMarks();
    marks.mark(['a', 'b'], 0);
    marks.mark(['a'], 6_000);
    expect(marks.current(10_000)).toEqual(['a']);
    expect(marks.current(15_999)).toEqual(['a']);
    expect(marks.current(16_000)).toEqual([]);
  });

  it('tell when the next current mark expires', () => {
    const marks = new ChangeMarks();
    expect(marks.nextExpiry(0)).toBeUndefined();
    marks.mark(['a'], 2_000);
    marks.mark(['b'], 5_000);
    expect(marks.nextExpiry(5_000)).toBe(12_000);
    // Once a's mark is gone, b's is next; once both are, none.
    expect(marks.nextExpiry(12_000)).toBe(15_000);
    expect(marks.nextExpiry(15_000)).toBeUndefined();
  });

  it('list the current marks oldest change first', () => {
    const marks = new ChangeMarks();
    marks.mark(['a', 'b'], 0);
    marks.mark(['a'], 1_000);
    expect(marks.current(1_000)).toEqual(['b', 'a']);
  });

  it('take their expiry from the constructor', () => {
    const marks = new ChangeMarks(500);
    marks.mark(['a'], 0);
    expect(marks.current(499)).toEqual(['a']);
    expect(marks.nextExpiry(0)).toBe(500);
    expect(marks.current(500)).toEqual([]);
  });

  it('are all cleared at once', () => {
    const marks = new ChangeMarks();
    marks.mark(['a'], 0);
    marks.clear();
    expect(marks.current(0)).toEqual([]);
    expect(marks.nextExpiry(0)).toBeUndefined();
  });
});
