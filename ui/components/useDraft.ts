import { useState } from 'react';

/** A field's value while the user changes it, before it is committed as one edit. */
export interface Draft<T> {
  /** What the field shows: the draft while editing, otherwise the value itself. */
  value: T;
  editing: boolean;
  change(next: T): void;
  /** Ends the edit (committed or abandoned): the field shows the value again. */
  done(): void;
}

/**
 * The edit-then-commit state of a field. While the user edits, a change of `value` from elsewhere (an
 * undo, a collaborator) does not overwrite what they are typing; otherwise the field shows `value` in the
 * same render it changes, never a stale copy synced a render later (a key typed then would be lost).
 * Give the field's owner a `key` per subject (a node, a connection) so a draft never moves to another.
 */
export function useDraft<T>(value: T): Draft<T> {
  const [draft, setDraft] = useState<{ value: T } | null>(null);
  return {
    value: draft ? draft.value : value,
    editing: draft !== null,
    change: (next) => setDraft({ value: next }),
    done: () => setDraft(null),
  };
}
