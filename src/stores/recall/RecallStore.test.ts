import { describe, expect, it, vi } from 'vitest';
import type { FinishedRecall, RecallResultsApi } from '../../api/graphql/recall';
import type { RecognitionHandlers, SpeechPort } from '../../api/speech/speechRecognition';
import { RECALL_MESSAGES } from '../../model/recall/messages';
import { recallNodesOf, recallResultDetails } from '../../model/recall/scope';
import type { RecallResult, RecallScope } from '../../model/recall/types';
import { RecallStore } from './RecallStore';

const at = (levelId: number) => [{ levelId, position: { x: 0, y: 0 } }];
const node = (id: string, title: string, levelId = 1, tags: string[] = []) => ({
  id,
  title,
  levels: at(levelId),
  tags,
});

/** The parts of a map a session reads: two levels, a node without a title (never asked for). */
const MAP = {
  levels: [
    { id: 1, description: 'Main' },
    { id: 2, description: 'Detail' },
  ],
  nodes: [
    node('n-light', 'Sunlight', 1, ['tag-inputs']),
    node('n-water', 'Water (H2O)', 1, ['tag-inputs']),
    node('n-co2', 'Carbon dioxide'),
    node('n-blank', '  '),
    node('n-atp', 'ATP', 2),
  ],
  courseItems: [{ id: 'item-inputs', type: 'recall', name: 'Inputs', tags: ['tag-inputs'] }],
} as unknown as Parameters<RecallStore['open']>[0];

/** The server's side as the resolver answers: titles and missed nodes worked out from the map. */
function fakeApi(stored: RecallResult[] = []) {
  let count = 0;
  const api = {
    loadResults: vi.fn(async () => stored),
    saveResult: vi.fn(async ({ scope, recalledNodeIds, durationMs }: FinishedRecall) => {
      const available = recallNodesOf(MAP, scope);
      if (!available.ok) throw new Error(available.error);
      const outcome = recallResultDetails(available.nodes, recalledNodeIds, scope);
      if (!outcome.ok) throw new Error(outcome.error);
      count += 1;
      return {
        id: `r${count}`,
        mapId: 'm1',
        itemId: scope.kind === 'item' ? scope.itemId : null,
        category: 'recall' as const,
        summary: outcome.summary,
        details: outcome.details,
        durationMs,
        createdAt: new Date(2026, 0, count).toISOString(),
      };
    }),
  } satisfies RecallResultsApi;
  return api;
}

/** The browser's recognition, driven by the test. */
interface FakeSpeech extends SpeechPort {
  handlers: RecognitionHandlers | null;
  stop: ReturnType<typeof vi.fn<() => void>>;
  start: ReturnType<typeof vi.fn<SpeechPort['start']>>;
}

function fakeSpeech(available = true): FakeSpeech {
  const speech: FakeSpeech = {
    handlers: null,
    stop: vi.fn<() => void>(),
    available: () => available,
    start: vi.fn((handlers: RecognitionHandlers) => {
      speech.handlers = handlers;
      return speech.stop;
    }),
  };
  return speech;
}

function fakeClock() {
  const clock = {
    time: 1_000_000,
    ticking: 0,
    now: () => clock.time,
    every: vi.fn((run: () => void) => {
      clock.ticking += 1;
      clock.tick = run;
      return () => {
        clock.ticking -= 1;
      };
    }),
    tick: () => {},
  };
  return clock;
}

async function opened(scope: RecallScope = { kind: 'map' }, stored: RecallResult[] = []) {
  const api = fakeApi(stored);
  const speech = fakeSpeech();
  const clock = fakeClock();
  const store = new RecallStore(scope, api, speech, clock);
  await store.open(MAP);
  return { store, api, speech, clock };
}

describe('RecallStore', () => {
  it('asks for the scope’s titled nodes, all hidden, and reveals each as its exact name is typed', async () => {
    const { store } = await opened();
    expect(store.setup).toEqual({ status: 'ready' });
    expect(store.hiddenNodeIds).toEqual(['n-light', 'n-water', 'n-co2', 'n-atp']);
    expect([store.matched, store.available]).toEqual([0, 4]);
    store.type('sun');
    expect(store.state.matchText).toBe('sun');
    store.type('SUNLIGHT ');
    expect(store.state.matchText).toBe('');
    store.type('water');
    expect(store.matchedNodes.map((each) => each.title)).toEqual(['Sunlight', 'Water (H2O)']);
    expect(store.hiddenNodeIds).toEqual(['n-co2', 'n-atp']);
  });

  it('takes a close spelling on Enter only, and tells a miss', async () => {
    const { store } = await opened();
    store.type('Sunlihgt');
    expect(store.matched).toBe(0);
    store.submit('Sunlihgt');
    expect(store.matched).toBe(1);
    store.submit('Mitochondria');
    expect(store.state.lastMiss).toBe('Mitochondria');
    expect(RECALL_MESSAGES.noMatch(store.state.lastMiss ?? '')).toBe("No node matches 'Mitochondria'.");
    expect(store.matched).toBe(1);
  });

  it('times the session while it runs, finishes, saves and shows the server’s result with every node shown', async () => {
    const { store, api, clock } = await opened();
    expect(clock.ticking).toBe(1);
    clock.time += 3_000;
    clock.tick();
    expect(store.elapsedMs).toBe(3_000);
    store.type('water');
    clock.time += 2_000;
    await store.finish();
    expect(clock.ticking).toBe(0);
    expect(api.saveResult).toHaveBeenCalledWith({
      scope: { kind: 'map' },
      recalledNodeIds: ['n-water'],
      durationMs: 5_000,
    });
    expect(store.state.result?.summary).toEqual({ matches: 1, available: 4 });
    expect(store.state.result?.details.missedNodes.map((each) => each.title)).toEqual([
      'Sunlight',
      'Carbon dioxide',
      'ATP',
    ]);
    expect(store.hiddenNodeIds).toEqual([]);
    expect(store.missedNodeIds).toEqual(['n-light', 'n-co2', 'n-atp']);
    expect(store.scopeHistory.map((each) => each.id)).toEqual(['r1']);
    // Time stands still once over.
    clock.time += 10_000;
    expect(store.elapsedMs).toBe(5_000);
  });

  it('finishes by itself once every node is named', async () => {
    const { store, api } = await opened({ kind: 'level', levelId: 2 });
    expect(store.available).toBe(1);
    store.type('atp');
    await vi.waitFor(() => expect(store.state.result).not.toBeNull());
    expect(api.saveResult).toHaveBeenCalledOnce();
    expect(store.state.result?.details.restrictToLevelId).toBe(2);
  });

  it('shows the latest result of its own scope on opening, and Try again starts afresh', async () => {
    const levelResult = (await opened({ kind: 'level', levelId: 2 })).store;
    levelResult.type('atp');
    await vi.waitFor(() => expect(levelResult.state.result).not.toBeNull());
    const stored = levelResult.state.result as RecallResult;

    const map = await opened({ kind: 'map' }, [stored]);
    expect(map.store.state.result).toBeNull();
    expect(map.store.scopeHistory).toEqual([]);

    const level = await opened({ kind: 'level', levelId: 2 }, [stored]);
    expect(level.store.state.result).toEqual(stored);
    expect(level.store.hiddenNodeIds).toEqual([]);
    level.store.reset();
    expect(level.store.state.result).toBeNull();
    expect(level.store.hiddenNodeIds).toEqual(['n-atp']);
    expect(level.store.elapsedMs).toBe(0);
    expect(level.store.scopeHistory).toEqual([stored]);
  });

  it('asks for a recall item’s tagged nodes only, and saves the result as the item’s', async () => {
    const { store, api } = await opened({ kind: 'item', itemId: 'item-inputs' });
    expect(store.hiddenNodeIds).toEqual(['n-light', 'n-water']);
    store.submit('Carbon dioxide');
    expect(store.state.lastMiss).toBe('Carbon dioxide');
    await store.finish();
    expect(api.saveResult).toHaveBeenCalledWith(
      expect.objectContaining({ scope: { kind: 'item', itemId: 'item-inputs' }, recalledNodeIds: [] }),
    );
    expect(store.state.result?.itemId).toBe('item-inputs');
    expect(store.scopeHistory).toHaveLength(1);
  });

  it('refuses a level or item the map does not have', async () => {
    expect((await opened({ kind: 'level', levelId: 9 })).store.setup).toEqual({
      status: 'failed',
      error: RECALL_MESSAGES.levelNotFound,
    });
    expect((await opened({ kind: 'item', itemId: 'nope' })).store.setup).toEqual({
      status: 'failed',
      error: RECALL_MESSAGES.itemNotFound,
    });
  });

  it('keeps a failed save to try again, with the call’s message', async () => {
    const { store, api } = await opened();
    api.saveResult.mockRejectedValueOnce(new Error('Your recall result could not be saved.'));
    await store.finish();
    expect(store.state.sessionComplete).toBe(true);
    expect(store.state.result).toBeNull();
    expect(store.error).toBe('Your recall result could not be saved.');
    await store.finish();
    expect(store.state.result).not.toBeNull();
    expect(store.error).toBeNull();
  });

  it('matches each spoken phrase as an entry submitted, and tells a refused microphone', async () => {
    const { store, speech } = await opened();
    expect(store.speechAvailable).toBe(true);
    store.listen();
    expect(store.state.recording).toBe(true);
    speech.handlers?.onPhrase('sunlght');
    speech.handlers?.onPhrase('carbon dioxide');
    expect(store.matchedNodes.map((each) => each.id)).toEqual(['n-light', 'n-co2']);
    store.stopListeningNow();
    expect(speech.stop).toHaveBeenCalledOnce();
    expect(store.state.recording).toBe(false);

    store.listen();
    speech.handlers?.onError('denied');
    speech.handlers?.onEnd();
    expect(store.speechFailure).toBe('denied');
    expect(store.state.recording).toBe(false);
  });

  it('offers no listening where the browser has none', async () => {
    const api = fakeApi();
    const speech = fakeSpeech(false);
    const store = new RecallStore({ kind: 'map' }, api, speech, fakeClock());
    await store.open(MAP);
    expect(store.speechAvailable).toBe(false);
    store.listen();
    expect(speech.start).not.toHaveBeenCalled();
    expect(store.state.recording).toBe(false);
  });
});
