import { describe, expect, it } from 'vitest';
import type { MapAction } from '../actions/types';
import type { ChangeOrigin, MapChange } from '../changes/stream';
import { NO_TRUTH_EFFECT } from '../changes/truthEffect';
import { newNodeAt } from '../commands/entities';
import { canMoveOn, currentStep, isLastStep, NO_TOUR, type TourAction, tourReducer } from './tourState';
import { TOURS } from './tours';

const change = (action: MapAction, origin: ChangeOrigin = 'user'): MapChange => ({
  seq: 1,
  origin,
  scope: 'document',
  action,
  changed: { nodes: [], connections: [], parts: [] },
  truth: NO_TRUTH_EFFECT,
});

const node = newNodeAt({ id: 'n1', title: 'New node', levelId: 0, position: { x: 0, y: 0 } });
const addNode = change({ type: 'batch', actions: [{ type: 'createNode', node }] });
const run = (...actions: TourAction[]) => actions.reduce(tourReducer, NO_TOUR);

describe('tourReducer', () => {
  it('starts a tour at its first step with nothing detected', () => {
    const state = run({ type: 'start', tour: 'toolbar' });
    expect(state).toEqual({ tour: 'toolbar', stepIndex: 0, watchActionDetected: false });
    expect(currentStep(state)?.id).toBe('toolbar');
  });

  it('moves forward one step at a time and stops at the last step', () => {
    const steps = TOURS.toolbar.steps.length;
    let state = run({ type: 'start', tour: 'toolbar' });
    for (let index = 1; index < steps; index += 1) {
      state = tourReducer(state, { type: 'next' });
      expect(state.stepIndex).toBe(index);
    }
    expect(isLastStep(state)).toBe(true);
    expect(tourReducer(state, { type: 'next' })).toBe(state);
  });

  it('holds a step that asks for an action until the user does it', () => {
    const atAddNode = run({ type: 'start', tour: 'newMap' }, { type: 'next' });
    expect(currentStep(atAddNode)?.watch).toBe('createNode');
    expect(canMoveOn(atAddNode)).toBe(false);
    expect(tourReducer(atAddNode, { type: 'next' })).toBe(atAddNode);

    const added = tourReducer(atAddNode, { type: 'changeSeen', change: addNode });
    expect(added.watchActionDetected).toBe(true);
    expect(canMoveOn(added)).toBe(true);
    const moved = tourReducer(added, { type: 'next' });
    expect(moved).toEqual({ tour: 'newMap', stepIndex: 2, watchActionDetected: false });
  });

  it('ignores changes that are not the action asked for, or not the user’s own', () => {
    const atAddNode = run({ type: 'start', tour: 'newMap' }, { type: 'next' });
    const title = change({ type: 'setNodeTitle', nodeId: 'n1', title: 'Cells' });
    expect(tourReducer(atAddNode, { type: 'changeSeen', change: title })).toBe(atAddNode);
    expect(tourReducer(atAddNode, { type: 'changeSeen', change: { ...addNode, origin: 'redo' } })).toBe(
      atAddNode,
    );
    expect(tourReducer(atAddNode, { type: 'changeSeen', change: { ...addNode, origin: 'remote' } })).toBe(
      atAddNode,
    );
  });

  it('does not let an action seen on an explaining step carry over to the next', () => {
    const atCanvas = run({ type: 'start', tour: 'newMap' });
    const seen = tourReducer(atCanvas, { type: 'changeSeen', change: addNode });
    expect(seen).toBe(atCanvas);
    expect(canMoveOn(tourReducer(seen, { type: 'next' }))).toBe(false);
  });

  it('counts a committed title, not a keystroke or a blank one', () => {
    const atName = run(
      { type: 'start', tour: 'newMap' },
      { type: 'next' },
      { type: 'changeSeen', change: addNode },
      { type: 'next' },
    );
    expect(currentStep(atName)?.id).toBe('nameNode');
    const typing = change({ type: 'setNodeTitle', nodeId: 'n1', title: 'Cel', typing: true });
    expect(tourReducer(atName, { type: 'changeSeen', change: typing }).watchActionDetected).toBe(false);
    const blank = change({ type: 'setNodeTitle', nodeId: 'n1', title: '  ' });
    expect(tourReducer(atName, { type: 'changeSeen', change: blank }).watchActionDetected).toBe(false);
    const named = change({ type: 'setNodeTitle', nodeId: 'n1', title: 'Cells' });
    expect(tourReducer(atName, { type: 'changeSeen', change: named }).watchActionDetected).toBe(true);
  });

  it('takes a node already selected as the selection a step asks for', () => {
    const atSelect = run({ type: 'start', tour: 'contentEditor' });
    expect(tourReducer(atSelect, { type: 'selectionSeen', selectedNodeCount: 0 })).toBe(atSelect);
    expect(tourReducer(atSelect, { type: 'selectionSeen', selectedNodeCount: 2 })).toBe(atSelect);
    expect(tourReducer(atSelect, { type: 'selectionSeen', selectedNodeCount: 1 }).watchActionDetected).toBe(
      true,
    );
    const selected = change({ type: 'setSelection', nodeIds: ['n1'] });
    expect(tourReducer(atSelect, { type: 'changeSeen', change: selected }).watchActionDetected).toBe(true);
  });

  it('counts written content, not content cleared', () => {
    const atWrite = run(
      { type: 'start', tour: 'contentEditor' },
      { type: 'selectionSeen', selectedNodeCount: 1 },
      { type: 'next' },
    );
    const cleared = change({ type: 'setNodeContent', nodeId: 'n1', prose: null });
    expect(tourReducer(atWrite, { type: 'changeSeen', change: cleared }).watchActionDetected).toBe(false);
    const written = change({ type: 'setNodeContent', nodeId: 'n1', prose: [{ type: 'paragraph' }] });
    expect(tourReducer(atWrite, { type: 'changeSeen', change: written }).watchActionDetected).toBe(true);
  });

  it('ends a tour from any step, and without a tour nothing moves', () => {
    const ended = run({ type: 'start', tour: 'newMap' }, { type: 'end' });
    expect(ended).toEqual(NO_TOUR);
    expect(currentStep(ended)).toBeNull();
    expect(canMoveOn(ended)).toBe(false);
    expect(tourReducer(ended, { type: 'next' })).toBe(ended);
    expect(tourReducer(ended, { type: 'changeSeen', change: addNode })).toBe(ended);
  });
});
