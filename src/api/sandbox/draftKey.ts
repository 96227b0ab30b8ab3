/**
 * Where the sandbox's work is kept, and forgetting it: a module without the map model, so that the
 * logout (in the app's root store) can forget it without loading the editor's code.
 */
export const SANDBOX_DRAFT_KEY = 'sandboxMap';

export function forgetSandboxDraft(storage: Pick<Storage, 'removeItem'> | undefined): void {
  try {
    storage?.removeItem(SANDBOX_DRAFT_KEY);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}
