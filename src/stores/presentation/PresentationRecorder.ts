/**
 * A recording session (spec 3 section 4.3): the author plays the media and records presentation steps
 * at its time; the draft sequence follows the recording rules (src/model/presentation/recording.ts),
 * the player replays the draft so the map shows what it does at the current time, and saving puts the
 * presentation into the map through the editor's one door, stored by the map's own save.
 */
import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import { newId } from '../../model/ids';
import type { Strength } from '../../model/map/node';
import type { PresentationType } from '../../model/presentation/constants';
import { isNewPresentationId } from '../../model/presentation/playback';
import {
  deleteStep,
  insertStep,
  moveStep,
  type RecordingSelection,
  recordedSelection,
  retimeStep,
  toggleTransition,
  withBookends,
} from '../../model/presentation/recording';
import type { Media, Presentation, PresentationStep } from '../../model/presentation/types';
import type { MapEditorStore } from '../MapEditorStore';
import type { PresentationPlayer } from './PresentationPlayer';

/** The spec's guard text for leaving a recording with unsaved changes (spec 3 section 5.5). */
export const RECORDING_UNSAVED = 'The recording session has unsaved changes.';

export class PresentationRecorder {
  draft: Presentation;
  /** Flagged on every edit; saving clears it (spec 3 section 4.3). */
  modified = false;
  saving = false;
  error: string | null = null;

  /** The player replaying the draft; another one comes when the media changes. */
  private player: PresentationPlayer | null = null;

  constructor(
    private readonly editor: MapEditorStore,
    presentation: Presentation,
  ) {
    this.draft = { ...presentation, sequence: withBookends(presentation.sequence) };
    makeObservable<this, 'change'>(this, {
      draft: observableRef,
      modified: observable,
      saving: observable,
      error: observable,
      isNew: computed,
      record: action,
      recordSelection: action,
      deleteStep: action,
      moveStep: action,
      retimeStep: action,
      toggleTransition: action,
      rename: action,
      setType: action,
      setMedia: action,
      setLocalVideo: action,
      setExternalVideo: action,
      mediaDurationKnown: action,
      save: action,
      change: action,
      attach: action,
    });
  }

  /** The player that replays the draft at the media's time from now on (null: none yet). */
  attach(player: PresentationPlayer | null): void {
    this.player = player;
    if (!player) return;
    const sequence = withBookends(this.draft.sequence, this.mediaDurationMs);
    if (sequence.at(-1)?.timeSync?.timestamp !== this.draft.sequence.at(-1)?.timeSync?.timestamp)
      this.draft = { ...this.draft, sequence };
    player.replaceSequence(this.draft.sequence);
  }

  get isNew(): boolean {
    return isNewPresentationId(this.draft.id);
  }

  /** The media's length: as stored with the recording once known, else as its player says (0: unknown). */
  private get mediaDurationMs(): number {
    const { media, videos } = this.draft;
    const stored = media?.duration ?? videos[0]?.duration ?? 0;
    if (stored > 0) return stored * 1000;
    return this.player?.hasMedia ? this.player.durationMs : 0;
  }

  /** A step recorded at the media's time now; the map shows it at once. */
  record(step: PresentationStep): void {
    const timeMs = this.player?.timeMs ?? 0;
    this.change({ sequence: insertStep(this.draft.sequence, step, timeMs, this.mediaDurationMs) });
  }

  /** A selection the author made on the map: recorded only where the rules say (Shift). */
  recordSelection(selection: RecordingSelection): void {
    for (const step of recordedSelection(selection)) this.record(step);
  }

  /** Records that the selected nodes are shown, hidden, selected or jumped to. */
  recordOnSelected(type: 'showNodes' | 'hideNodes' | 'setSelection' | 'jumpToLocation'): void {
    const nodeIds = this.editor.selectedNodes.map((node) => node.id);
    if (nodeIds.length > 0 || type === 'setSelection') this.record({ type, nodeIds });
  }

  recordStrength(nodeId: string, strength: Strength | null): void {
    this.record({ type: 'changeStrength', nodeId, strength });
  }

  deleteStep(index: number): void {
    this.change({ sequence: deleteStep(this.draft.sequence, index) });
  }

  moveStep(index: number, by: -1 | 1): void {
    this.change({ sequence: moveStep(this.draft.sequence, index, by) });
  }

  retimeStep(index: number, seconds: number, following: boolean): void {
    this.change({ sequence: retimeStep(this.draft.sequence, index, seconds, following) });
  }

  toggleTransition(index: number): void {
    this.change({ sequence: toggleTransition(this.draft.sequence, index) });
  }

  rename(name: string): void {
    this.change({ name });
  }

  setType(type: PresentationType): void {
    this.change({ type });
  }

  /** An uploaded video or audio (its url and, once known, its length in seconds). */
  setMedia(media: Media): void {
    this.change({ media, videos: [] });
  }

  /** A video on the author's device, never uploaded: viewers choose their own copy of the file. */
  setLocalVideo(name: string): void {
    this.change({
      media: null,
      videos: [{ id: newId(), url: name, duration: 0, localVideo: true, localVideoName: name }],
    });
  }

  /** A video at an address elsewhere. */
  setExternalVideo(url: string): void {
    this.change({ media: null, videos: [{ id: newId(), url, duration: 0 }] });
  }

  /**
   * The media said its length: it is stored, and the closing show-all moves near its end. Only the
   * first length a medium gives counts: a browser refines a recorded video's length as it reads it,
   * and a saved recording must not change because the same video was read again.
   */
  mediaDurationKnown(durationMs: number): void {
    const seconds = durationMs / 1000;
    const { media, videos } = this.draft;
    const stored = media?.duration ?? videos[0]?.duration ?? 0;
    if (stored > 0) return;
    const sequence = withBookends(this.draft.sequence, durationMs);
    if (media && media.duration !== seconds)
      this.change({ media: { ...media, duration: seconds }, sequence });
    else if (videos[0] && videos[0].duration !== seconds)
      this.change({ videos: [{ ...videos[0], duration: seconds }, ...videos.slice(1)], sequence });
    else if (sequence.at(-1)?.timeSync?.timestamp !== this.draft.sequence.at(-1)?.timeSync?.timestamp)
      this.change({ sequence });
  }

  /**
   * Saves the presentation into the map and the map to the server; a new one takes its id now. Answers
   * the saved presentation's id, or null when the save was refused (the error says why).
   */
  async save(): Promise<string | null> {
    // A new presentation takes its id before the save, so a save tried again stores the same one.
    if (this.isNew) this.draft = { ...this.draft, id: newId() };
    const presentation = this.draft;
    this.saving = true;
    this.error = null;
    const saved = await this.editor.savePresentation(presentation);
    return action(() => {
      this.saving = false;
      if (!saved.ok) {
        this.error = saved.error;
        return null;
      }
      this.modified = false;
      return presentation.id;
    })();
  }

  private change(fields: Partial<Presentation>): void {
    const { sequence } = fields;
    this.draft = { ...this.draft, ...fields };
    this.modified = true;
    if (sequence) this.player?.replaceSequence(sequence);
  }
}
