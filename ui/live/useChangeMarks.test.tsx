// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OPERATION_MODE } from '../../src/model/map/constants';
import type { MapDocumentRecord } from '../../src/model/map/record';
import { MapDocumentStore } from '../../src/stores/MapDocumentStore';
import { useChangeMarks } from './useChangeMarks';

const record: MapDocumentRecord = {
  id: 'map0000001',
  name: 'Cells',
  version: 3,
  updated: '2026-01-01T00:00:00.000Z',
  document: {
    nodes: [
      { id: 'a', title: 'Cell', levels: [{ levelId: 1, position: { x: 0, y: 0 } }] },
      { id: 'b', title: 'Nucleus', levels: [{ levelId: 1, position: { x: 300, y: 0 } }] },
    ],
    connections: [],
  },
  accessRight: 'admin',
  hasEditRights: true,
  hasShareRights: true,
};

async function openMap() {
  const store = new MapDocumentStore(async () => record);
  await store.load('map0000001');
  store.setMode(OPERATION_MODE.EDIT);
  return store;
}

/** An engine stand-in that keeps what it was last told to mark. */
function markTarget() {
  const calls: (readonly string[])[] = [];
  return {
    calls,
    setChangeMarks: (ids: readonly string[]) => calls.push([...ids]),
    get shown() {
      return calls.at(-1) ?? [];
    },
  };
}

const colour = (nodeId: string) => ({ type: 'setNodeColour', nodeId, colour: '#112233' }) as const;

describe('useChangeMarks (spec 2 section 4: change marks expire after 10 s)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => vi.useRealTimers());

  it('marks the nodes another member changes and clears each mark 10 s after its change', async () => {
    const store = await openMap();
    const engine = markTarget();
    renderHook(() => useChangeMarks(store, engine));
    expect(store.apply(colour('a'), { origin: 'remote' })).toEqual({ ok: true });
    expect(engine.shown).toEqual(['a']);
    vi.advanceTimersByTime(4_000);
    store.apply(colour('b'), { origin: 'remote' });
    expect(engine.shown).toEqual(['a', 'b']);
    vi.advanceTimersByTime(5_999);
    expect(engine.shown).toEqual(['a', 'b']);
    vi.advanceTimersByTime(1);
    expect(engine.shown).toEqual(['b']);
    vi.advanceTimersByTime(4_000);
    expect(engine.shown).toEqual([]);
    // No timer is left once nothing is marked.
    expect(vi.getTimerCount()).toBe(0);
  });

  it("leaves the user's own changes unmarked", async () => {
    const store = await openMap();
    const engine = markTarget();
    renderHook(() => useChangeMarks(store, engine));
    store.apply(colour('a'));
    expect(engine.calls).toEqual([]);
  });

  it('runs one timer at a time, to the next expiry', async () => {
    const store = await openMap();
    const engine = markTarget();
    renderHook(() => useChangeMarks(store, engine));
    store.apply(colour('a'), { origin: 'remote' });
    vi.advanceTimersByTime(1_000);
    store.apply(colour('b'), { origin: 'remote' });
    expect(vi.getTimerCount()).toBe(1);
    // A later change of a restarts its mark.
    vi.advanceTimersByTime(1_000);
    store.apply(colour('a'), { origin: 'remote' });
    vi.advanceTimersByTime(9_000);
    expect(engine.shown).toEqual(['a']);
  });

  it('stops listening, stops its timer and clears the marks on unmount', async () => {
    const store = await openMap();
    const engine = markTarget();
    const { unmount } = renderHook(() => useChangeMarks(store, engine));
    store.apply(colour('a'), { origin: 'remote' });
    unmount();
    expect(engine.shown).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
    const calls = engine.calls.length;
    store.apply(colour('b'), { origin: 'remote' });
    expect(engine.calls).toHaveLength(calls);
  });

  it('waits for the engine', async () => {
    const store = await openMap();
    const { rerender } = renderHook(({ engine }) => useChangeMarks(store, engine), {
      initialProps: { engine: null as ReturnType<typeof markTarget> | null },
    });
    store.apply(colour('a'), { origin: 'remote' });
    const engine = markTarget();
    rerender({ engine });
    store.apply(colour('b'), { origin: 'remote' });
    expect(engine.shown).toEqual(['b']);
  });
});
