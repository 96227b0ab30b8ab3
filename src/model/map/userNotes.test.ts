import { describe, expect, it } from 'vitest';
import {
  newUserNotes,
  noteContent,
  notedNodeIds,
  readUserNotes,
  USER_NOTES_MAX_BYTES,
  USER_NOTES_MESSAGES,
  withNoteContent,
} from './userNotes';

const ids = () => {
  let next = 0;
  return () => `n${++next}`;
};
const text = (words: string) => [{ type: 'paragraph', children: [{ text: words }] }];
const empty = text('');

describe('user notes', () => {
  it('start with an overview holding the map’s template, or nothing', () => {
    expect(newUserNotes(text('Template'), ids())).toEqual({
      overviewId: 'n1',
      notes: [{ id: 'n1', nodeId: null, content: text('Template') }],
    });
    expect(noteContent(newUserNotes(null, ids()), null)).toBeNull();
  });

  it('replace the overview, keeping it (and its id) when emptied', () => {
    const newId = ids();
    const notes = withNoteContent(newUserNotes(null, newId), null, text('Overview'), newId);
    expect(noteContent(notes, null)).toEqual(text('Overview'));
    const emptied = withNoteContent(notes, null, empty, newId);
    expect(emptied.notes).toEqual([{ id: 'n1', nodeId: null, content: null }]);
  });

  it('add a note to a node, change it, and drop it when emptied', () => {
    const newId = ids();
    const start = newUserNotes(null, newId);
    expect(withNoteContent(start, 'a', empty, newId)).toBe(start);
    const added = withNoteContent(start, 'a', text('About A'), newId);
    expect(noteContent(added, 'a')).toEqual(text('About A'));
    expect(notedNodeIds(added)).toEqual(['a']);
    const changed = withNoteContent(added, 'a', text('More on A'), newId);
    expect(changed.notes).toHaveLength(2);
    expect(noteContent(changed, 'a')).toEqual(text('More on A'));
    expect(noteContent(changed, 'b')).toBeNull();
    expect(withNoteContent(changed, 'a', null, newId).notes).toEqual(start.notes);
  });

  it('never change the notes they are given', () => {
    const newId = ids();
    const start = newUserNotes(null, newId);
    const frozen = structuredClone(start);
    withNoteContent(start, null, text('x'), newId);
    withNoteContent(start, 'a', text('y'), newId);
    expect(start).toEqual(frozen);
  });

  describe('read from storage or a request', () => {
    const valid = { overviewId: 'o', notes: [{ id: 'o', nodeId: null, content: text('Hi') }] };

    it('accept well-formed notes, an absent content read as none', () => {
      expect(readUserNotes(valid)).toEqual({ ok: true, notes: valid });
      const noContent = { overviewId: 'o', notes: [{ id: 'o', nodeId: null }] };
      expect(readUserNotes(noContent)).toEqual({
        ok: true,
        notes: { overviewId: 'o', notes: [{ id: 'o', nodeId: null, content: null }] },
      });
    });

    it.each([
      ['not an object', 'notes', USER_NOTES_MESSAGES.malformed],
      ['no notes list', { overviewId: 'o' }, USER_NOTES_MESSAGES.malformed],
      ['a note without an id', { overviewId: 'o', notes: [{ nodeId: null }] }, USER_NOTES_MESSAGES.malformed],
      ['no overview', { overviewId: 'o', notes: [] }, USER_NOTES_MESSAGES.overviewMissing],
      [
        'an overview on a node',
        { overviewId: 'o', notes: [{ id: 'o', nodeId: 'a', content: null }] },
        USER_NOTES_MESSAGES.overviewMissing,
      ],
      [
        'two notes on one node',
        {
          overviewId: 'o',
          notes: [
            { id: 'o', nodeId: null, content: null },
            { id: 'x', nodeId: 'a', content: text('1') },
            { id: 'y', nodeId: 'a', content: text('2') },
          ],
        },
        USER_NOTES_MESSAGES.duplicateNode('a'),
      ],
    ])('refuse %s', (_case, value, error) => {
      expect(readUserNotes(value)).toEqual({ ok: false, error, tooLarge: false });
    });

    it('refuse notes over the size limit, saying how large they are', () => {
      const huge = {
        ...valid,
        notes: [{ id: 'o', nodeId: null, content: 'x'.repeat(USER_NOTES_MAX_BYTES) }],
      };
      const result = readUserNotes(huge);
      expect(result).toEqual({
        ok: false,
        error: expect.stringMatching(/^The notes are too large to save \(1\.1 MB; the limit is 1 MB\)\.$/),
        tooLarge: true,
      });
    });
  });
});
