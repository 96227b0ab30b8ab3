import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../../tests/support/memoryStorage';
import { newMapDocument } from '../../model/map/newMap';
import { storedMapDocument } from '../../model/map/stored';
import { SANDBOX_DRAFT_KEY } from './draftKey';
import { SandboxDraft } from './sandboxDraft';

const sandbox = () => storedMapDocument(newMapDocument({ id: 'sandbox', name: 'Sandbox' }));

describe('SandboxDraft', () => {
  it('gives back the map it kept, and nothing once discarded', () => {
    const storage = memoryStorage();
    const draft = new SandboxDraft(storage);
    expect(draft.read()).toBeNull();
    const kept = { ...sandbox(), name: 'My sketch' };
    expect(draft.keep(kept)).toEqual({ ok: true });
    expect(new SandboxDraft(storage).read()).toEqual(kept);
    draft.discard();
    expect(draft.read()).toBeNull();
  });

  it.each([
    ['not JSON', '{"nodes": ['],
    ['not a map', JSON.stringify({ nodes: 'many' })],
    [
      'of another map version',
      JSON.stringify({ ...sandbox(), settings: { ...sandbox().settings, version: 1 } }),
    ],
  ])('drops a kept map that is %s, says so in the log, and starts afresh', (_kind, text) => {
    const storage = memoryStorage();
    storage.setItem(SANDBOX_DRAFT_KEY, text);
    const log = { warn: vi.fn() };
    expect(new SandboxDraft(storage, log).read()).toBeNull();
    expect(log.warn).toHaveBeenCalledOnce();
    expect(storage.items.has(SANDBOX_DRAFT_KEY)).toBe(false);
  });

  it('says when the browser storage is full and keeps the previous map', () => {
    const storage = memoryStorage();
    const draft = new SandboxDraft(storage);
    draft.keep(sandbox());
    const full = {
      ...storage,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    expect(new SandboxDraft(full).keep({ ...sandbox(), name: 'Bigger' })).toEqual({
      ok: false,
      reason: 'full',
    });
    expect(draft.read()?.name).toBe('Sandbox');
  });
});
