import { describe, expect, it } from 'vitest';
import { panelStrings } from './strings';

const { notesStatus } = panelStrings;

describe('the user note panel’s save status', () => {
  it('tells a save under way or failed before unsaved edits, then the last save', () => {
    expect(notesStatus({ status: 'saving' }, true)).toBe('Saving…');
    expect(notesStatus({ status: 'failed', error: 'Offline.' }, true)).toBe('Offline.');
    expect(notesStatus({ status: 'saved' }, true)).toBe('Unsaved changes');
    expect(notesStatus({ status: 'saved' }, false)).toBe('Notes saved');
    expect(notesStatus({ status: 'idle' }, false)).toBe('');
  });
});
