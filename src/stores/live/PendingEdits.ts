/**
 * The user's edits in a live session that the server has not yet put in its order (DESIGN.md, "Live
 * edit"): shown at once on the open map, confirmed by their op coming back, and kept on top of whatever
 * comes before them. A member's op that comes first is put beneath them as one change of the map
 * (`MapDocumentStore.rebase`); a refused edit is taken out from under the ones after it the same way.
 */
import { action, makeObservable, observableRef } from 'mobx';
import type { DocumentAction } from '../../model/actions/types';
import { LIVE_MESSAGES } from '../../model/live/messages';
import type { LiveOp } from '../../model/live/protocol';
import type { Reapplied } from '../../model/live/rebase';
import type { MapDocument } from '../../model/map/types';
import type { MapDocumentStore } from '../MapDocumentStore';

export interface PendingEdit {
  opId: string;
  action: DocumentAction;
  /** What undoes it on the document as it is here now. */
  inverse: DocumentAction;
  /** The op it undoes (an undo of one of the user's edits in the session). */
  undoes?: string;
}

export class PendingEdits {
  /** In the order they were made. */
  edits: readonly PendingEdit[] = [];

  constructor(
    private readonly document: Pick<MapDocumentStore, 'rebase' | 'replaceDocument'>,
    /** Tells the user an edit of theirs no longer applies. */
    private readonly refusedHere: (message: string) => void,
  ) {
    makeObservable(this, {
      edits: observableRef,
      add: action,
      clear: action,
      take: action,
      takeOut: action,
      under: action,
    });
  }

  get length(): number {
    return this.edits.length;
  }

  has(opId: string): boolean {
    return this.edits.some((edit) => edit.opId === opId);
  }

  add(edit: PendingEdit): void {
    this.edits = [...this.edits, edit];
  }

  clear(): void {
    this.edits = [];
  }

  /**
   * The next op in the server's order. The user's own confirms it: at the head as a rule; further down
   * where an earlier one is still unanswered or refused later, and then it becomes part of the base
   * beneath those before it. Another member's op goes beneath every pending edit.
   */
  take(op: LiveOp): void {
    const own = this.edits.findIndex((edit) => edit.opId === op.opId);
    if (own === 0) this.edits = this.edits.slice(1);
    else this.beneath(op.action, own > 0 ? own : undefined);
  }

  /** Takes a refused edit out from under the ones after it; answers whether it was pending. */
  takeOut(opId: string): boolean {
    const at = this.edits.findIndex((edit) => edit.opId === opId);
    if (at < 0) return false;
    this.beneath(null, at);
    return true;
  }

  /** The whole document as the session holds it (a join), with the pending edits on top of it. */
  under(map: MapDocument): void {
    const pending = this.edits;
    const reapplied = this.document.replaceDocument(
      map,
      pending.map((edit) => edit.action),
    );
    this.keep(pending, reapplied);
  }

  /** `change` put beneath the pending edits, without the one at `dropped`. */
  private beneath(change: DocumentAction | null, dropped?: number): void {
    const pending = this.edits;
    const reapplied = this.document.rebase(pending, change, new Set(dropped === undefined ? [] : [dropped]));
    this.keep(
      pending.filter((_, index) => index !== dropped),
      reapplied,
    );
  }

  /**
   * The edits as applied again (with their new inverses); one that no longer applies stays out (the
   * server refuses it too, or sends it back as an op if it applied there) and the user is told.
   */
  private keep(pending: readonly PendingEdit[], reapplied: readonly Reapplied[]): void {
    const kept: PendingEdit[] = [];
    pending.forEach((edit, index) => {
      const again = reapplied[index];
      if (again?.ok) kept.push({ ...edit, inverse: again.inverse });
      else if (again) this.refusedHere(LIVE_MESSAGES.refused(again.error));
    });
    this.edits = kept;
  }
}
