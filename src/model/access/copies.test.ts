import { describe, expect, it } from 'vitest';
import { copyRefusal } from './copies';

const editor = { hasEditRights: true };
const reader = { hasEditRights: false };
const closed = { authorId: 'author', allowsCopies: false };
const open = { authorId: 'author', allowsCopies: true };

describe('copyRefusal', () => {
  it('lets an editor copy a map in no course, or in a course that permits copies', () => {
    expect(copyRefusal(editor, null, 'someone')).toBeNull();
    expect(copyRefusal(editor, open, 'someone')).toBeNull();
  });

  it("refuses a map in a course that does not permit copies, except to the course's author", () => {
    expect(copyRefusal(editor, closed, 'someone')).toBe('courseForbidsCopies');
    expect(copyRefusal(editor, closed, 'author')).toBeNull();
  });

  it('refuses anyone without edit rights, course or not', () => {
    expect(copyRefusal(reader, null, 'someone')).toBe('noEditRights');
    expect(copyRefusal(reader, open, 'author')).toBe('noEditRights');
  });
});
