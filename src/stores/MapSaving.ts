/**
 * Saving the open map (spec 2 section 4: save states saving, saved, failed): over the stored version,
 * as a copy, the user's own additions while personalising, a live session's checkpoint, and the two
 * saves a read-only mode exists to make (a recorded presentation, the map's questions). MapEditorStore
 * delegates to it; the calls to the server come in through `EditorPersistence`.
 */
import { action, computed, makeObservable, observableRef } from 'mobx';
import type { EditorPersistence, MapPersistence } from '../api/persistence';
import type { EditResult, MapAction } from '../model/actions/types';
import { errorMessage } from '../model/errorMessage';
import { OPERATION_MODE, type OperationMode } from '../model/map/constants';
import type { StoredPresentation, StoredQuestion } from '../model/map/content';
import type { MapRecord } from '../model/map/record';
import type { MapDocument } from '../model/map/types';
import { hasAdditions } from '../model/map/userAdditions';
import type { MapDocumentStore } from './MapDocumentStore';
import { SAVE_MESSAGES } from './saveMessages';

export type SaveState =
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'saved' }
  | { status: 'failed'; error: string };

/** What the editor needs of a live session it is in (src/stores/LiveEditSession.ts). */
export interface LiveLink {
  /** Whether this user holds edit in the session (spec 2 section 4: only editors edit). */
  readonly isEditor: boolean;
  /** Saves the live document as the map's new version. */
  checkpoint(): Promise<{ version: number; updated: string }>;
}

/** What saving reads of the editor it saves for. */
export interface SavingEditor {
  readonly document: MapDocumentStore;
  readonly live: LiveLink | null;
  readonly mode: OperationMode;
  readonly mayEdit: boolean;
  readonly personalising: boolean;
  /** The one door: a save's document action goes through it like every edit. */
  edit(mapAction: MapAction): EditResult;
}

export class MapSaving {
  saveState: SaveState = { status: 'idle' };

  constructor(
    private readonly editor: SavingEditor,
    /** Null where there is nothing to save to (the sandbox without a signed-in user). */
    private persistence: EditorPersistence | null,
    /** The stored form of a document, as the server takes it. */
    private readonly serialise: (map: MapDocument) => unknown,
  ) {
    makeObservable<MapSaving, 'persistence'>(this, {
      persistence: observableRef,
      setPersistence: action,
      saveState: observableRef,
      canSave: computed,
      canSaveAs: computed,
    });
  }

  /**
   * Saving needs somewhere to save to, edit rights on the map (spec 3 section 5.7) or, while
   * personalising, somewhere to keep the user's additions, and a save not already under way.
   */
  get canSave(): boolean {
    const { live, personalising, mayEdit } = this.editor;
    if (live) return live.isEditor && this.saveState.status !== 'saving';
    const target = personalising ? this.saveAdditions : mayEdit ? this.saveOver : null;
    return target !== null && this.saveState.status !== 'saving';
  }

  /**
   * Saving a copy needs somewhere to save it (a signed-in user) and edit rights on the map; it is also
   * open where there is no stored map to save over (spec 2 section 4: new, empty or sandbox).
   */
  get canSaveAs(): boolean {
    // In a live session the map being edited is the session's: a copy would leave the session behind.
    if (this.editor.live) return false;
    const copyAllowed = this.editor.document.record?.copyAllowed !== false;
    return (
      this.persistence !== null && this.editor.mayEdit && copyAllowed && this.saveState.status !== 'saving'
    );
  }

  /** Where saving goes from now on (the sandbox gains it when the user signs in). */
  setPersistence(persistence: EditorPersistence | null): void {
    this.persistence = persistence;
  }

  /** Saving over the stored map; null where there is none. */
  private get saveOver(): MapPersistence['save'] | null {
    return this.persistence && 'save' in this.persistence ? this.persistence.save : null;
  }

  /** Keeping the user's own additions to the map; null where they cannot be kept. */
  private get saveAdditions(): NonNullable<MapPersistence['saveAdditions']> | null {
    return (
      (this.persistence && 'saveAdditions' in this.persistence && this.persistence.saveAdditions) || null
    );
  }

  /**
   * Saves over the version the map was loaded or last saved at; a newer stored version refuses it. While
   * personalising, saves the user's own additions instead, leaving the author's map as it is.
   */
  async save(): Promise<boolean> {
    const { map, record } = this.editor.document;
    if (!map || !record) return this.fail(SAVE_MESSAGES.nothingOpen);
    if (this.editor.personalising) return this.savePersonal(record.id);
    if (this.editor.live) return this.checkpoint(this.editor.live);
    const save = this.saveOver;
    if (!this.canSave || !save) return this.fail(SAVE_MESSAGES.noRights);
    return this.store(
      () => save({ mapId: record.id, baseVersion: record.version, document: this.serialise(map) }),
      this.mapSaved,
    );
  }

  /** Saves a copy under a new name; the editor carries on with the copy. */
  async saveAs(name: string): Promise<boolean> {
    const { map, record } = this.editor.document;
    if (!map || !record) return this.fail(SAVE_MESSAGES.nothingOpen);
    if (!this.canSaveAs || !this.persistence) return this.fail(SAVE_MESSAGES.noRights);
    const { persistence } = this;
    const trimmed = name.trim();
    if (trimmed === '') return this.fail(SAVE_MESSAGES.nameRequired);
    return this.store(
      () =>
        persistence.saveAs({
          mapId: record.id,
          name: trimmed,
          document: this.serialise({ ...map, name: trimmed }),
        }),
      this.mapSaved,
    );
  }

  /** Puts a recorded presentation into the map and saves the map (issue 25): only while recording. */
  savePresentation(presentation: StoredPresentation): Promise<EditResult> {
    return this.saveInMode(OPERATION_MODE.RECORD_PRESENTATION, SAVE_MESSAGES.notRecording, {
      type: 'setPresentation',
      presentationId: presentation.id,
      presentation,
    });
  }

  /** Puts the map's questions, all of them in order, into the map and saves it (issue 26): only while editing them. */
  saveQuestions(questions: readonly StoredQuestion[]): Promise<EditResult> {
    return this.saveInMode(OPERATION_MODE.EDIT_QUESTIONS, SAVE_MESSAGES.notEditingQuestions, {
      type: 'setQuestions',
      questions: [...questions],
    });
  }

  /**
   * The save a mode exists to make: only in that mode, with edit rights, its action through the one
   * door, then the map saved under the map's version rules. Answers the applied action, or why not.
   */
  private async saveInMode(
    mode: OperationMode,
    outOfMode: string,
    mapAction: MapAction,
  ): Promise<EditResult> {
    if (!this.editor.mayEdit) return { ok: false, error: SAVE_MESSAGES.noRights };
    if (this.editor.mode !== mode) return { ok: false, error: outOfMode };
    const applied = this.editor.edit(mapAction);
    if (!applied.ok) return applied;
    if (await this.save()) return applied;
    const { saveState } = this;
    return { ok: false, error: saveState.status === 'failed' ? saveState.error : SAVE_MESSAGES.failed };
  }

  /** In a live session the session's document is saved, as the server holds it (issue 24). */
  private async checkpoint(live: LiveLink): Promise<boolean> {
    if (!this.canSave) return this.fail(SAVE_MESSAGES.noRights);
    return this.store(
      () => live.checkpoint(),
      (saved, savePoint) => this.editor.document.savedAsVersion(saved, savePoint),
    );
  }

  /** Keeps the user's additions as they are now; the map stays personalised while any are kept. */
  private async savePersonal(mapId: string): Promise<boolean> {
    const save = this.saveAdditions;
    const { document } = this.editor;
    const additions = document.userAdditions;
    if (!this.canSave || !save || !additions) return this.fail(SAVE_MESSAGES.noRights);
    return this.store(
      () => save({ mapId, additions }),
      (_, savePoint) => document.additionsSaved(savePoint, hasAdditions(additions)),
    );
  }

  /** Sends what was taken at the save point; `done` tells the document what was stored. */
  private async store<Sent>(
    send: () => Promise<Sent>,
    done: (sent: Sent, savePoint: number) => void,
  ): Promise<boolean> {
    const savePoint = this.editor.document.savePoint;
    this.setSaveState({ status: 'saving' });
    try {
      done(await send(), savePoint);
      this.setSaveState({ status: 'saved' });
      return true;
    } catch (error) {
      return this.fail(errorMessage(error, SAVE_MESSAGES.failed));
    }
  }

  /** The server stored the map (its record says which version, and after Save as which map). */
  private mapSaved = (record: MapRecord, savePoint: number) => this.editor.document.saved(record, savePoint);

  private fail(error: string): false {
    this.setSaveState({ status: 'failed', error });
    return false;
  }

  private setSaveState = action((state: SaveState) => {
    this.saveState = state;
  });
}
