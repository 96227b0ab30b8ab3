import { makeAutoObservable } from 'mobx';

/**
 * A new version of the app waiting to take over (its service worker installed and waiting): the
 * account menu offers 'Update available' only then (spec 3 section 2.5).
 */
export class AppUpdateStore {
  /** Whether a new version waits. */
  available = false;
  private applyWaiting: (() => void) | null = null;

  constructor() {
    makeAutoObservable<AppUpdateStore, 'applyWaiting'>(this, { applyWaiting: false }, { autoBind: true });
  }

  /** A new version waits; `apply` makes it take over (and reloads the page). */
  offer(apply: () => void): void {
    this.applyWaiting = apply;
    this.available = true;
  }

  apply(): void {
    this.applyWaiting?.();
  }
}
