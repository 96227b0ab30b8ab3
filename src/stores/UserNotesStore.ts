/**
 * The signed-in user's own notes on the open map (src/model/map/userNotes.ts): loaded when first shown,
 * edited in memory, saved on request. Unsaved notes are what the guard 'User notes have not been saved.'
 * (spec 3 section 5.5) asks about. The calls to the server come in through `UserNotesPersistence`.
 */
import { action, computed, makeObservable, observableRef, runInAction } from 'mobx';
import { USER_NOTES_STORE_MESSAGES, type UserNotesPersistence } from '../api/persistence';
import { errorMessage } from '../model/errorMessage';
import type { RichText } from '../model/map/content';
import {
  newUserNotes,
  noteContent,
  readUserNotes,
  type UserNotes,
  withNoteContent,
} from '../model/map/userNotes';
import type { SaveState } from './MapEditorStore';

export type UserNotesLoadState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready' }
  | { status: 'failed'; error: string };

export class UserNotesStore {
  loadState: UserNotesLoadState = { status: 'idle' };
  saveState: SaveState = { status: 'idle' };
  /** The notes as edited; null until loaded. */
  notes: UserNotes | null = null;
  /** The notes as last loaded or saved: anything else is unsaved. */
  private savedNotes: UserNotes | null = null;

  constructor(
    private readonly mapId: string,
    private readonly persistence: UserNotesPersistence,
    private readonly newId: () => string,
  ) {
    makeObservable<UserNotesStore, 'savedNotes'>(this, {
      loadState: observableRef,
      saveState: observableRef,
      notes: observableRef,
      savedNotes: observableRef,
      modified: computed,
      setContent: action,
    });
  }

  /** Whether there are edits not yet saved. */
  get modified(): boolean {
    return this.notes !== this.savedNotes;
  }

  /**
   * Loads the user's notes once (again after a failure). Before they saved any, the notes start from the
   * map's template; stored notes that no longer read start afresh too, rather than blocking the panel.
   */
  async load(template: RichText | null): Promise<void> {
    if (this.loadState.status === 'loading' || this.loadState.status === 'ready') return;
    runInAction(() => {
      this.loadState = { status: 'loading' };
    });
    try {
      const stored = await this.persistence.load(this.mapId);
      const read = stored === null ? null : readUserNotes(stored);
      const notes = read?.ok ? read.notes : newUserNotes(template, this.newId);
      runInAction(() => {
        this.notes = notes;
        this.savedNotes = notes;
        this.loadState = { status: 'ready' };
      });
    } catch (error) {
      runInAction(() => {
        this.loadState = {
          status: 'failed',
          error: errorMessage(error, USER_NOTES_STORE_MESSAGES.loadFailed),
        };
      });
    }
  }

  /** The overview's content (nodeId null) or a node's note's. */
  content(nodeId: string | null): RichText | null {
    return this.notes ? noteContent(this.notes, nodeId) : null;
  }

  setContent(nodeId: string | null, content: RichText | null): void {
    if (!this.notes) return;
    this.notes = withNoteContent(this.notes, nodeId, content, this.newId);
    if (this.saveState.status !== 'saving') this.saveState = { status: 'idle' };
  }

  /** Saves the notes as they are now; edits made while it runs stay unsaved. */
  async save(): Promise<boolean> {
    const notes = this.notes;
    if (!notes || this.saveState.status === 'saving') return false;
    runInAction(() => {
      this.saveState = { status: 'saving' };
    });
    try {
      await this.persistence.save(this.mapId, notes);
      runInAction(() => {
        this.savedNotes = notes;
        this.saveState = { status: 'saved' };
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.saveState = {
          status: 'failed',
          error: errorMessage(error, USER_NOTES_STORE_MESSAGES.saveFailed),
        };
      });
      return false;
    }
  }
}
