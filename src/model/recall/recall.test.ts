import { describe, expect, it } from 'vitest';
import { makeMap, makeNode } from '../actions/testMaps';
import { allowedEdits } from './constants';
import { recallKeysOf } from './keys';
import { RecallMatcher } from './matching';
import { RECALL_MESSAGES } from './messages';
import { recallNodesOf, recallResultDetails } from './scope';
import { initialRecallState, type RecallAction, recallElapsed, recallReducer } from './session';
import type { RecallNode } from './types';

const nodes: RecallNode[] = [
  { id: 'light', title: 'Sunlight' },
  { id: 'water', title: 'Water (H2O)' },
  { id: 'co2', title: 'Carbon dioxide (CO2)' },
  { id: 'photo', title: 'Photosynthesis' },
  { id: 'law', title: "Newton's  first law" },
  { id: 'twin', title: 'Cell' },
  { id: 'twin2', title: 'cell' },
];
const none = new Set<string>();

describe('recall keys', () => {
  it('ignore case, whitespace and punctuation, and make a parenthesised part optional and a name too', () => {
    expect(recallKeysOf('Water (H2O)')).toEqual(['waterh2o', 'water', 'h2o']);
    expect(recallKeysOf("Newton's  first law")).toEqual(['newtonsfirstlaw']);
    expect(recallKeysOf('Oxygen (O)')).toEqual(['oxygeno', 'oxygen']);
    expect(recallKeysOf('  ')).toEqual([]);
  });

  it('allow edits by the entry length as a search box does: 0-2 exact, 3-5 one, longer two', () => {
    expect([2, 3, 5, 6, 20].map(allowedEdits)).toEqual([0, 1, 1, 2, 2]);
  });
});

describe('the recall matcher', () => {
  const matcher = new RecallMatcher(nodes);

  it('names a node as soon as the entry is its title, whatever the case, spaces and punctuation', () => {
    expect(matcher.matchAsTyped('sun light', none)).toEqual(['light']);
    expect(matcher.matchAsTyped('Newtons first law', none)).toEqual(['law']);
    expect(matcher.matchAsTyped('water', none)).toEqual(['water']);
    expect(matcher.matchAsTyped('H2O', none)).toEqual(['water']);
    expect(matcher.matchAsTyped('Sunligh', none)).toEqual([]);
  });

  it('names every node of the same title at once, and none already named', () => {
    expect(matcher.matchAsTyped('CELL', none)).toEqual(['twin', 'twin2']);
    expect(matcher.matchAsTyped('cell', new Set(['twin']))).toEqual(['twin2']);
    expect(matcher.matchAsTyped('cell', new Set(['twin', 'twin2']))).toEqual([]);
  });

  it('takes a close spelling on Enter, within the edits the length allows', () => {
    expect(matcher.matchEntry('Sunlihgt', none)).toEqual(['light']);
    expect(matcher.matchEntry('Photosinthesis', none)).toEqual(['photo']);
    expect(matcher.matchEntry('carbon dioxid', none)).toEqual(['co2']);
    expect(matcher.matchEntry('Moonlight', none)).toEqual([]);
    // Three letters allow one edit; two allow none.
    expect(matcher.matchEntry('Cel', none)).toEqual(['twin', 'twin2']);
    expect(matcher.matchEntry('H2', none)).toEqual([]);
  });

  it('prefers the nearest title, and skips titles already named', () => {
    const close = new RecallMatcher([
      { id: 'a', title: 'Carbonate' },
      { id: 'b', title: 'Carbonite' },
    ]);
    expect(close.matchEntry('carbonat', none)).toEqual(['a']);
    expect(close.matchEntry('carbonat', new Set(['a']))).toEqual(['b']);
  });

  it('matches nothing for an entry too long to be a title', () => {
    expect(matcher.matchEntry('Sunlight'.repeat(40), none)).toEqual([]);
  });
});

describe('recall scope', () => {
  const map = makeMap({
    nodes: [
      makeNode('a', { 1: { x: 0, y: 0 } }, { title: 'Alpha', tags: ['t1'] }),
      makeNode('b', { 1: { x: 0, y: 0 }, 2: { x: 0, y: 0 } }, { title: 'Beta' }),
      makeNode('c', { 2: { x: 0, y: 0 } }, { title: '  ', tags: ['t1'] }),
      makeNode('d', { 2: { x: 0, y: 0 } }, { title: 'Delta', tags: ['t2'] }),
    ],
    courseItems: [
      {
        id: 'm',
        type: 'module',
        name: 'Module',
        items: [{ id: 'r', type: 'recall', name: 'R', tags: ['t1', 't2'] }],
      },
      { id: 'f', type: 'flashcard', name: 'F', tags: ['t1'] },
    ],
  });
  const ids = (result: ReturnType<typeof recallNodesOf>) =>
    result.ok ? result.nodes.map((node) => node.id) : result;

  it('asks for every titled node of the map, of one level, or of a recall item in a module', () => {
    expect(ids(recallNodesOf(map, { kind: 'map' }))).toEqual(['a', 'b', 'd']);
    expect(ids(recallNodesOf(map, { kind: 'level', levelId: 2 }))).toEqual(['b', 'd']);
    expect(ids(recallNodesOf(map, { kind: 'item', itemId: 'r' }))).toEqual(['a', 'd']);
  });

  it('refuses a level or recall item the map does not have (a flashcard item is not a recall item)', () => {
    expect(recallNodesOf(map, { kind: 'level', levelId: 9 })).toEqual({
      ok: false,
      error: RECALL_MESSAGES.levelNotFound,
    });
    expect(recallNodesOf(map, { kind: 'item', itemId: 'f' })).toEqual({
      ok: false,
      error: RECALL_MESSAGES.itemNotFound,
    });
  });

  it('splits the scope into recalled and missed nodes, refusing a node outside it', () => {
    const available = [
      { id: 'b', title: 'Beta' },
      { id: 'd', title: 'Delta' },
    ];
    expect(recallResultDetails(available, ['d'], { kind: 'level', levelId: 2 })).toEqual({
      ok: true,
      summary: { matches: 1, available: 2 },
      details: {
        recalledNodes: [{ id: 'd', title: 'Delta' }],
        missedNodes: [{ id: 'b', title: 'Beta' }],
        restrictToLevelId: 2,
      },
    });
    expect(recallResultDetails(available, ['a'], { kind: 'map' })).toEqual({
      ok: false,
      error: RECALL_MESSAGES.notInScope('a'),
    });
  });
});

describe('the recall session', () => {
  const matcher = new RecallMatcher(nodes.slice(0, 2));
  const run = (actions: RecallAction[]) =>
    actions.reduce((state, action) => recallReducer(state, action, matcher), initialRecallState([], null));
  const start: RecallAction = { type: 'initialise', availableNodeIds: ['light', 'water'], now: 1000 };

  it('keeps the text while it names nothing, and clears it once it names a node', () => {
    const typing = run([start, { type: 'matchText', text: 'Sunl', submit: false, now: 1500 }]);
    expect(typing).toMatchObject({ matchText: 'Sunl', matchMade: false, lastMiss: null, matchedNodeIds: [] });
    const named = recallReducer(
      typing,
      { type: 'matchText', text: 'Sunlight', submit: false, now: 1600 },
      matcher,
    );
    expect(named).toMatchObject({
      matchText: '',
      matchMade: true,
      matchedNodeIds: ['light'],
      stats: { matched: 1, available: 2 },
    });
  });

  it('tells a submitted entry that names nothing, keeping it to be corrected', () => {
    const missed = run([start, { type: 'matchText', text: 'Moon ', submit: true, now: 1500 }]);
    expect(missed).toMatchObject({ matchText: 'Moon ', lastMiss: 'Moon', matchMade: false });
  });

  it('completes once every node is named, at that time, and ignores entries after', () => {
    const done = run([
      start,
      { type: 'matchText', text: 'sunligt', submit: true, now: 2000 },
      { type: 'recognitionStart' },
      { type: 'matchText', text: 'water', submit: false, now: 4000 },
    ]);
    expect(done).toMatchObject({
      sessionComplete: true,
      recording: false,
      stats: { matched: 2, endedAt: 4000 },
    });
    expect(recallElapsed(done, 99_999)).toBe(3000);
    expect(recallReducer(done, { type: 'matchText', text: 'x', submit: true, now: 5000 }, matcher)).toBe(
      done,
    );
  });

  it('completes when the learner finishes, and starts again on reset', () => {
    const finished = run([start, { type: 'sessionComplete', now: 3000 }]);
    expect(finished).toMatchObject({ sessionComplete: true, stats: { matched: 0, endedAt: 3000 } });
    const again = recallReducer(finished, { type: 'reset', now: 5000 }, matcher);
    expect(again).toEqual(initialRecallState(['light', 'water'], 5000));
    expect(recallElapsed(again, 5500)).toBe(500);
  });

  it('listens and stops listening', () => {
    const listening = run([start, { type: 'recognitionStart' }]);
    expect(listening.recording).toBe(true);
    expect(recallReducer(listening, { type: 'recognitionStop' }, matcher).recording).toBe(false);
  });
});
