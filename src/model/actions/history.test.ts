import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OPERATION_MODE } from '../map/constants';
import type { MapDocument } from '../map/types';
import { newPresentation } from '../presentation/load';
import { applyAction } from './apply';
import {
  canRedo,
  canUndo,
  clear,
  createHistory,
  type History,
  record,
  redo,
  setMode,
  UNDO_LIMIT,
  undo,
} from './history';
import { arbitraryAction, arbitraryMap, deepFreeze, makeMap, makeNode } from './testMaps';
import type { DocumentAction, MapAction } from './types';

/** Undo and redo on a map alone: the history's steps applied to the document, as the store does. */
const onMap = (map: MapDocument) => (action: MapAction) => applyAction(map, action as DocumentAction);
function undoOn(history: History, map: MapDocument) {
  const step = undo(history, onMap(map));
  return step.ok ? { ...step, map: step.applied.map } : step;
}
function redoOn(history: History, map: MapDocument) {
  const step = redo(history, onMap(map));
  return step.ok ? { ...step, map: step.applied.map } : step;
}

const title = (t: string): DocumentAction => ({ type: 'setNodeTitle', nodeId: 'a', title: t });
const typing = (t: string): DocumentAction => ({ type: 'setNodeTitle', nodeId: 'a', title: t, typing: true });
const colour = (c: string): DocumentAction => ({ type: 'setNodeColour', nodeId: 'a', colour: c });
const map = deepFreeze(makeMap({ nodes: [makeNode('a')] }));
const edit = createHistory(OPERATION_MODE.EDIT);

describe('history', () => {
  it('undoes and redoes a recorded action', () => {
    const done = applyAction(map, colour('#111111'));
    if (!done.ok) throw new Error(done.error);
    const history = record(edit, { action: colour('#111111'), inverse: done.inverse });
    const undone = undoOn(history, done.map);
    if (!undone.ok) throw new Error(undone.error);
    expect(undone.map).toStrictEqual(map);
    expect(canUndo(undone.history)).toBe(false);
    const redone = redoOn(undone.history, undone.map);
    expect(redone.ok && redone.map).toStrictEqual(done.map);
    expect(undoOn(edit, map)).toEqual({ ok: false, error: 'Nothing to undo' });
    expect(redoOn(edit, map)).toEqual({ ok: false, error: 'Nothing to redo' });
  });

  it('forgets the steps it can no longer undo, rather than sticking before them', () => {
    // A recorded step whose inverse removes a presentation, then the presentation's own save (not
    // recorded) removing it first: the step's inverse is refused.
    const presentation = newPresentation('p9');
    const step: DocumentAction = {
      type: 'batch',
      actions: [colour('#111111'), { type: 'setPresentation', presentationId: 'p9', presentation }],
    };
    const done = applyAction(map, step);
    if (!done.ok) throw new Error(done.error);
    let history = record(edit, { action: colour('#000000'), inverse: colour('#ffffff') });
    history = record(history, { action: step, inverse: done.inverse });
    const saved = applyAction(done.map, {
      type: 'setPresentation',
      presentationId: 'p9',
      presentation: null,
    });
    if (!saved.ok) throw new Error(saved.error);
    const refused = undoOn(history, saved.map);
    expect(refused.ok).toBe(false);
    expect(refused.ok || refused.history?.undoStack).toEqual([]);
  });

  it('keeps at most 50 steps, dropping the oldest', () => {
    let history = edit;
    for (let i = 0; i < 60; i++)
      history = record(history, { action: colour(`#0000${i + 10}`), inverse: colour('#ffffff') });
    expect(history.undoStack).toHaveLength(UNDO_LIMIT);
    expect(history.undoStack[0]?.action).toEqual(colour('#000020'));
  });

  it('ignores moves, resizes, selection and title typing, and a batch of only those', () => {
    expect(record(edit, { action: typing('x'), inverse: typing('a') })).toBe(edit);
    const move: DocumentAction = { type: 'moveNodes', moves: [] };
    expect(record(edit, { action: move, inverse: move })).toBe(edit);
    expect(
      record(edit, {
        action: { type: 'setSelection', nodeIds: ['a'] },
        inverse: { type: 'setSelection', nodeIds: [] },
      }),
    ).toBe(edit);
    expect(record(edit, { action: { type: 'batch', actions: [move, typing('x')] }, inverse: move })).toBe(
      edit,
    );
    expect(
      record(edit, { action: { type: 'batch', actions: [move, colour('#000000')] }, inverse: move })
        .undoStack,
    ).toHaveLength(1);
  });

  it('records a committed title once, so one undo returns the title typing started from', () => {
    let current = map;
    for (const typed of ['N', 'Ne', 'New']) {
      const step = applyAction(current, typing(typed));
      if (!step.ok) throw new Error(step.error);
      expect(record(edit, { action: typing(typed), inverse: step.inverse })).toBe(edit);
      current = step.map;
    }
    const history = record(edit, { action: title('New'), inverse: title('a') });
    expect(history.undoStack).toHaveLength(1);
    const undone = undoOn(history, current);
    expect(undone.ok && undone.map).toStrictEqual(map);
  });

  it('a new step drops the redo stack', () => {
    const history = record(edit, { action: colour('#111111'), inverse: colour('#ffffff') });
    const undone = undoOn(history, map);
    if (!undone.ok) throw new Error(undone.error);
    expect(canRedo(undone.history)).toBe(true);
    expect(canRedo(record(undone.history, { action: colour('#222222'), inverse: colour('#ffffff') }))).toBe(
      false,
    );
  });

  it('is paused in presentation mode: nothing recorded, no undo', () => {
    const history = setMode(
      record(edit, { action: colour('#111111'), inverse: colour('#ffffff') }),
      OPERATION_MODE.PRESENTATION,
    );
    expect(history.undoStack).toHaveLength(1);
    expect(record(history, { action: colour('#222222'), inverse: colour('#ffffff') })).toBe(history);
    expect(undoOn(history, map)).toMatchObject({ ok: false });
    expect(canUndo(history)).toBe(false);
  });

  it('is cleared on entering review, edit or live edit, and on clear()', () => {
    const recorded = record(createHistory(OPERATION_MODE.LIVE_EDIT), {
      action: colour('#111111'),
      inverse: colour('#ffffff'),
    });
    for (const mode of [OPERATION_MODE.REVIEW, OPERATION_MODE.EDIT])
      expect(setMode(recorded, mode).undoStack).toEqual([]);
    const inEdit = record(edit, { action: colour('#111111'), inverse: colour('#ffffff') });
    expect(setMode(inEdit, OPERATION_MODE.LIVE_EDIT).undoStack).toEqual([]);
    expect(setMode(inEdit, OPERATION_MODE.EDIT)).toBe(inEdit);
    expect(setMode(inEdit, OPERATION_MODE.RECALL).undoStack).toHaveLength(1);
    expect(clear(inEdit).undoStack).toEqual([]);
  });
});

describe('history properties', () => {
  it('holds at most 50 steps; undoing everything restores the map and redoing everything returns', () => {
    fc.assert(
      fc.property(arbitraryMap, fc.integer({ min: 1, max: 70 }), fc.gen(), (start, count, gen) => {
        let history = edit;
        let current = start;
        // The map before each recorded step; only comparable while no transient step slipped in between.
        const maps = [start];
        let sawTransient = false;
        for (let i = 0; i < count; i++) {
          const action = gen(() => arbitraryAction(current));
          const done = applyAction(current, action);
          if (!done.ok) continue;
          const before = history;
          history = record(history, { action: action, inverse: done.inverse });
          current = done.map;
          if (history === before) sawTransient = true;
          else maps.push(current);
        }
        expect(history.undoStack.length).toBeLessThanOrEqual(UNDO_LIMIT);
        const end = current;
        const steps = history.undoStack.length;
        for (let i = 0; i < steps; i++) {
          const beforeUndo = current;
          const undone = undoOn(history, current);
          if (!undone.ok) {
            // Only a change that was not recorded can take away what a recorded step's inverse needs;
            // then nothing older can be undone either.
            if (!sawTransient) throw new Error(undone.error);
            expect(current).toBe(beforeUndo);
            expect(undone.history?.undoStack).toEqual([]);
            history = undone.history ?? history;
            break;
          }
          ({ history, map: current } = undone);
          if (!sawTransient) expect(current).toStrictEqual(maps[maps.length - 2 - i]);
          // Undo then redo returns the same map.
          const redone = redoOn(history, current);
          expect(redone.ok && redone.map).toStrictEqual(beforeUndo);
        }
        const undoneSteps = history.redoStack.length;
        for (let i = 0; i < undoneSteps; i++) {
          const redone = redoOn(history, current);
          if (!redone.ok) throw new Error(redone.error);
          ({ history, map: current } = redone);
        }
        expect(current).toStrictEqual(end);
      }),
      { numRuns: 100 },
    );
    // A hundred histories of up to 70 actions with deep comparisons: seconds on a loaded CI machine.
  }, 30_000);
});
