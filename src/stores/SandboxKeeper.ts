import { action, makeObservable, observable, reaction } from 'mobx';
import type { SandboxDraft } from '../api/sandbox/sandboxDraft';
import type { StoredMapDocument } from '../model/map/stored';
import type { MapDocument } from '../model/map/types';
import type { MapDocumentStore } from './MapDocumentStore';
import { SANDBOX_MAP_ID } from './sandboxMap';

/** The pause after an edit before the sandbox is written again (writing a large map takes a moment). */
export const KEEP_IDLE_MS = 300;

/**
 * Keeps the sandbox's work as the user makes it: after each pause in editing, and at once when the page
 * is hidden or closed, the map goes to the browser's draft. Once the map is saved as a map of its own,
 * the draft is discarded and nothing more is kept.
 */
export class SandboxKeeper {
  /** The browser's storage refused the last write: the newest changes are not kept. */
  full = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private pending = false;

  constructor(
    private readonly document: MapDocumentStore,
    private readonly draft: SandboxDraft,
    private readonly serialise: (map: MapDocument) => StoredMapDocument,
  ) {
    makeObservable<SandboxKeeper, 'setFull'>(this, { full: observable, setFull: action });
  }

  /** Starts keeping; answers how to stop (what is pending is written first). */
  start(): () => void {
    const stopListening = this.document.listen(() => this.schedule(), {
      scope: 'document',
      origin: ['user', 'undo', 'redo'],
    });
    const stopFollowing = reaction(
      () => this.document.record?.id,
      (id) => {
        if (id === undefined || id === SANDBOX_MAP_ID) return;
        this.cancel();
        this.draft.discard();
      },
    );
    const flush = () => this.flush();
    const flushWhenHidden = () => document.visibilityState === 'hidden' && this.flush();
    globalThis.addEventListener?.('pagehide', flush);
    globalThis.document?.addEventListener('visibilitychange', flushWhenHidden);
    return () => {
      globalThis.removeEventListener?.('pagehide', flush);
      globalThis.document?.removeEventListener('visibilitychange', flushWhenHidden);
      stopListening();
      stopFollowing();
      this.flush();
    };
  }

  /** Writes the map now if an edit is waiting to be kept. */
  flush(): void {
    if (!this.pending) return;
    this.cancel();
    const { map, record } = this.document;
    if (!map || record?.id !== SANDBOX_MAP_ID) return;
    this.setFull(!this.draft.keep(this.serialise(map)).ok);
  }

  /** Forgets the kept map and starts the sandbox afresh. */
  async discard(): Promise<void> {
    this.cancel();
    this.draft.discard();
    this.setFull(false);
    await this.document.load(SANDBOX_MAP_ID);
  }

  private schedule(): void {
    this.pending = true;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.flush(), KEEP_IDLE_MS);
  }

  private cancel(): void {
    this.pending = false;
    clearTimeout(this.timer);
  }

  private setFull(full: boolean): void {
    this.full = full;
  }
}
