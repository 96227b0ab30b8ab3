/**
 * The sandbox's work, kept in this browser until the user saves it as a map or discards it (a logout
 * discards it too: the next user of the browser starts afresh). localStorage, because it is written
 * synchronously: a reload or a closed tab right after an edit still finds the edit.
 */
import { CURRENT_MAP_VERSION } from '../../model/map/constants';
import { isRecord } from '../../model/map/read';
import type { StoredMapDocument } from '../../model/map/stored';
import { validateMap } from '../../model/map/validate';
import { forgetSandboxDraft, SANDBOX_DRAFT_KEY } from './draftKey';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type KeepResult = { ok: true } | { ok: false; reason: 'full' };

export class SandboxDraft {
  constructor(
    private readonly storage: Storage,
    private readonly log: Pick<Console, 'warn'> = console,
  ) {}

  /** The kept map; null when none is kept, or the one kept is unreadable or of another map version (dropped). */
  read(): StoredMapDocument | null {
    let raw: unknown;
    try {
      const text = this.storage.getItem(SANDBOX_DRAFT_KEY);
      if (text === null) return null;
      raw = JSON.parse(text);
    } catch {
      raw = undefined;
    }
    const version = isRecord(raw) && isRecord(raw.settings) ? raw.settings.version : undefined;
    if (version === CURRENT_MAP_VERSION && validateMap(raw).ok) return raw as StoredMapDocument;
    this.log.warn('The sandbox map kept in this browser could not be read; the sandbox starts afresh.');
    this.discard();
    return null;
  }

  /** Keeps `document` in place of the one kept; a browser whose storage is full keeps the previous one. */
  keep(document: StoredMapDocument): KeepResult {
    try {
      this.storage.setItem(SANDBOX_DRAFT_KEY, JSON.stringify(document));
      return { ok: true };
    } catch {
      return { ok: false, reason: 'full' };
    }
  }

  discard(): void {
    forgetSandboxDraft(this.storage);
  }
}

/** The browser's sandbox draft; null where the browser keeps nothing (storage disabled). */
export function browserSandboxDraft(): SandboxDraft | null {
  try {
    return typeof localStorage === 'undefined' ? null : new SandboxDraft(localStorage);
  } catch {
    return null;
  }
}
