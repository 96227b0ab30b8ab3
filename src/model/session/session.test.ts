import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction } from '../actions/apply';
import { arbitraryMapAndAction, deepFreeze, makeMap, makeNode } from '../actions/testMaps';
import { applySessionAction } from './apply';
import { createSession } from './create';
import { reconcileSession } from './reconcile';

const map = deepFreeze(
  makeMap({
    levels: [
      { id: 1, description: 'Main' },
      { id: 2, description: 'Detail' },
      { id: 3, description: 'Finer' },
    ],
    nodes: [makeNode('a'), makeNode('b', { 1: { x: 0, y: 0 }, 2: { x: 0, y: 0 } }), makeNode('c')],
  }),
);

describe('setSelection', () => {
  const session = createSession({ selection: ['a'] });

  it('selects exactly the named nodes, once each, and reports the nodes whose selection changed', () => {
    const result = applySessionAction(session, map, { type: 'setSelection', nodeIds: ['b', 'c', 'b'] });
    if (!result.ok) throw new Error(result.error);
    expect(result.session.selection).toEqual(['b', 'c']);
    expect([...result.changedNodes].sort()).toEqual(['a', 'b', 'c']);
    expect(result.inverse).toEqual({ type: 'setSelection', nodeIds: ['a'] });
  });

  it('refuses an unknown node', () => {
    expect(applySessionAction(session, map, { type: 'setSelection', nodeIds: ['b', 'zz'] })).toEqual({
      ok: false,
      error: "No node with id 'zz'",
    });
  });
});

describe('setHighlighted', () => {
  it('highlights exactly the named nodes, its inverse the ones before; an unknown node is refused', () => {
    const session = createSession({ highlighted: ['a'] });
    const result = applySessionAction(session, map, { type: 'setHighlighted', nodeIds: ['c', 'b', 'c'] });
    if (!result.ok) throw new Error(result.error);
    expect(result.session).toEqual({ ...session, highlighted: ['c', 'b'] });
    expect([...result.changedNodes].sort()).toEqual(['a', 'b', 'c']);
    expect(result.inverse).toEqual({ type: 'setHighlighted', nodeIds: ['a'] });
    expect(applySessionAction(session, map, { type: 'setHighlighted', nodeIds: ['zz'] })).toEqual({
      ok: false,
      error: "No node with id 'zz'",
    });
  });
});

describe('setCurrentLevel', () => {
  it('moving into a level changes the current level and extends the route; the inverse goes back', () => {
    const result = applySessionAction(createSession(), map, { type: 'setCurrentLevel', levelId: 2 });
    if (!result.ok) throw new Error(result.error);
    expect(result.session).toMatchObject({ currentLevelId: 2, routeToCurrentLevel: [1, 2] });
    expect(result.inverse).toEqual({ type: 'setCurrentLevel', levelId: 1, routeToCurrentLevel: [1] });
  });

  it('moving back to a level on the route cuts the route back to it', () => {
    const deep = createSession({ currentLevelId: 3, routeToCurrentLevel: [1, 2, 3] });
    const result = applySessionAction(deep, map, { type: 'setCurrentLevel', levelId: 2 });
    expect(result.ok && result.session).toMatchObject({ currentLevelId: 2, routeToCurrentLevel: [1, 2] });
  });

  it('refuses a missing level, or a given route that is empty or names a missing level', () => {
    const session = createSession();
    expect(applySessionAction(session, map, { type: 'setCurrentLevel', levelId: 9 })).toMatchObject({
      ok: false,
    });
    expect(
      applySessionAction(session, map, { type: 'setCurrentLevel', levelId: 2, routeToCurrentLevel: [] }),
    ).toEqual({ ok: false, error: 'The route to the current level cannot be empty' });
    expect(
      applySessionAction(session, map, {
        type: 'setCurrentLevel',
        levelId: 2,
        routeToCurrentLevel: [1, 9, 2],
      }),
    ).toEqual({ ok: false, error: 'No level with id 9' });
  });
});

describe('reconcileSession', () => {
  it('is the same session when the document leaves it consistent', () => {
    const session = createSession({ selection: ['a', 'b'], currentNodeId: 'c' });
    expect(reconcileSession(session, map)).toBe(session);
  });

  it('forgets deleted nodes in the selection, the highlight and the current node', () => {
    const session = createSession({ selection: ['a', 'b'], highlighted: ['a'], currentNodeId: 'a' });
    const deleted = applyAction(map, { type: 'deleteNodes', nodeIds: ['a'] });
    if (!deleted.ok) throw new Error(deleted.error);
    expect(reconcileSession(session, deleted.map)).toMatchObject({
      selection: ['b'],
      highlighted: [],
      currentNodeId: null,
    });
  });

  it('keeps selected only the nodes on the current level', () => {
    const session = createSession({ selection: ['a', 'b'], currentLevelId: 2, routeToCurrentLevel: [1, 2] });
    expect(reconcileSession(session, map).selection).toEqual(['b']);
  });

  it('moves a viewer standing on a level that went back along their route, above it', () => {
    const session = createSession({ currentLevelId: 3, routeToCurrentLevel: [1, 2, 3] });
    const deleted = applyAction(map, { type: 'deleteLevel', levelId: 2 });
    if (!deleted.ok) throw new Error(deleted.error);
    expect(reconcileSession(session, deleted.map)).toMatchObject({
      currentLevelId: 1,
      routeToCurrentLevel: [1],
    });
  });

  it('leaves every session consistent with any document after any action (property)', () => {
    fc.assert(
      fc.property(
        arbitraryMapAndAction,
        fc.subarray(['n0', 'n1', 'n2', 'n3', 'missing']),
        fc.constantFrom([1], [1, 2], [1, 2, 3], [1, 3]),
        ({ map: before, action }, selection, route) => {
          const result = applyAction(before, action);
          const after = result.ok ? result.map : before;
          const session = reconcileSession(
            createSession({ selection, routeToCurrentLevel: route, currentLevelId: route.at(-1) ?? 1 }),
            after,
          );
          const levels = new Set(after.levels.map((level) => level.id));
          expect(levels.has(session.currentLevelId)).toBe(true);
          expect(session.routeToCurrentLevel.every((id) => levels.has(id))).toBe(true);
          expect(session.routeToCurrentLevel.at(-1)).toBe(session.currentLevelId);
          for (const id of session.selection) {
            const node = after.nodes.find((candidate) => candidate.id === id);
            expect(node?.levels.some((level) => level.levelId === session.currentLevelId)).toBe(true);
          }
          expect(reconcileSession(session, after)).toBe(session);
        },
      ),
      { numRuns: 300 },
    );
  });
});
