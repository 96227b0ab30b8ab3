import { describe, expect, it } from 'vitest';
import { newPresentation } from '../presentation/load';
import { applyAction } from './apply';
import { parseIncomingAction } from './schema';
import { makeMap } from './testMaps';

const map = makeMap({ presentations: [{ id: 'old', sequence: [{ action: { type: 'HIDE_ALL_NODES' } }] }] });

describe('setPresentation', () => {
  it('adds a presentation after the others, and its inverse removes it', () => {
    const saved = newPresentation('p1', { name: 'Walk-through' });
    const result = applyAction(map, { type: 'setPresentation', presentationId: 'p1', presentation: saved });
    if (!result.ok) throw new Error(result.error);
    expect(result.map.presentations.map((p) => p.id)).toEqual(['old', 'p1']);
    const undone = applyAction(result.map, result.inverse);
    if (!undone.ok) throw new Error(undone.error);
    expect(undone.map.presentations).toEqual(map.presentations);
  });

  it('replaces one in place, and deleting one is put back where it stood', () => {
    const two = applyAction(map, {
      type: 'setPresentation',
      presentationId: 'p1',
      presentation: newPresentation('p1'),
    });
    if (!two.ok) throw new Error(two.error);
    const replaced = applyAction(two.map, {
      type: 'setPresentation',
      presentationId: 'old',
      presentation: newPresentation('old', { name: 'Renamed' }),
    });
    if (!replaced.ok) throw new Error(replaced.error);
    expect(replaced.map.presentations.map((p) => [p.id, p.name])).toEqual([
      ['old', 'Renamed'],
      ['p1', 'New Presentation'],
    ]);
    const deleted = applyAction(two.map, {
      type: 'setPresentation',
      presentationId: 'old',
      presentation: null,
    });
    if (!deleted.ok) throw new Error(deleted.error);
    expect(deleted.map.presentations.map((p) => p.id)).toEqual(['p1']);
    const restored = applyAction(deleted.map, deleted.inverse);
    if (!restored.ok) throw new Error(restored.error);
    expect(restored.map.presentations).toEqual(two.map.presentations);
  });

  it('refuses a presentation under another id, and deleting one that is not there', () => {
    expect(
      applyAction(map, { type: 'setPresentation', presentationId: 'x', presentation: newPresentation('y') }),
    ).toEqual({ ok: false, error: "The presentation saved as 'x' has another id" });
    expect(applyAction(map, { type: 'setPresentation', presentationId: 'x', presentation: null })).toEqual({
      ok: false,
      error: "No presentation with id 'x'",
    });
  });

  it('takes from a live-edit client a presentation with an id, of a size a map may hold', () => {
    const good = { type: 'setPresentation', presentationId: 'p1', presentation: newPresentation('p1') };
    expect(parseIncomingAction(good).ok).toBe(true);
    expect(parseIncomingAction({ ...good, presentation: { name: 'no id' } }).ok).toBe(false);
    const huge = { ...newPresentation('p1'), name: 'x'.repeat(4_000_001) };
    expect(parseIncomingAction({ ...good, presentation: huge }).ok).toBe(false);
  });
});
