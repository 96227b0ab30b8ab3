import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction } from '../actions/apply';
import { arbitraryMap, deepFreeze, makeConnection, makeMap, makeNode } from '../actions/testMaps';
import { CONNECTION_TYPE } from '../map/constants';
import { PASTE_NUDGE, paste, pasteSubset, pasteText } from './paste';
import { copySubset } from './subset';
import { applyCommand, sequentialIds } from './testCommands';

const origin = { x: 100, y: 50 };
const target = deepFreeze(
  makeMap({
    nodes: [makeNode('t', { 1: { x: 0, y: 0 } }, { tags: ['bio'] })],
    tags: [
      { id: 'bio', description: 'Biology', selected: false },
      { id: 'x1', description: 'Taken id', selected: false },
    ],
  }),
);
const titlesAndPositions = (m: typeof target) =>
  m.nodes.slice(1).map((node) => [node.title, node.levels[0]?.position.x, node.levels[0]?.position.y]);

describe('pasteText', () => {
  it('makes one node per trimmed, non-empty line laid out like bulk add', () => {
    const after = applyCommand(target, pasteText(target, '  alpha \n\n beta\r\n', { origin, levelId: 1 }));
    expect(titlesAndPositions(after)).toEqual([
      ['alpha', 100, 50],
      ['beta', 100, 150],
    ]);
  });

  it('reads tabs as columns: each line a row, each cell a column 200 apart', () => {
    const after = applyCommand(target, pasteText(target, 'a\tb\tc\n\nd\t\tf\n', { origin, levelId: 1 }));
    expect(titlesAndPositions(after)).toEqual([
      ['a', 100, 50],
      ['b', 300, 50],
      ['c', 500, 50],
      ['d', 100, 150],
      ['f', 500, 150],
    ]);
  });

  it('reads a leading tab as an empty first column (an outline or a spreadsheet copy)', () => {
    const after = applyCommand(
      target,
      pasteText(target, 'Topic\n\tDetail \n  \t\tFiner\n', { origin, levelId: 1 }),
    );
    expect(titlesAndPositions(after)).toEqual([
      ['Topic', 100, 50],
      ['Detail', 300, 150],
      ['Finer', 500, 250],
    ]);
  });

  it('refuses text with nothing but blank lines', () => {
    expect(pasteText(target, '\n  \n\t\n', { origin, levelId: 1 })).toEqual({
      ok: false,
      error: 'There is nothing to paste.',
    });
  });
});

describe('pasteSubset', () => {
  const source = deepFreeze(
    makeMap({
      nodes: [
        makeNode('a', { 1: { x: 0, y: 0 }, 2: { x: 1000, y: 1000 } }, { tags: ['t-bio', 't-new'] }),
        makeNode('b', { 1: { x: 300, y: 200 } }, { tags: ['x1'], selected: true }),
        makeNode('c', { 1: { x: 600, y: 0 } }),
      ],
      connections: [
        makeConnection('ab', 'a', 'b', {
          type: CONNECTION_TYPE.RELATIVE,
          waypoints: [{ id: 'w', position: { x: 150, y: 100 } }],
        }),
        makeConnection('bc', 'b', 'c'),
      ],
      tags: [
        { id: 't-bio', description: ' biology ', selected: true },
        { id: 't-new', description: 'Energy', selected: false },
        { id: 'x1', description: 'Cells', selected: false },
      ],
    }),
  );
  const subset = copySubset(source, ['a', 'b'], 1);

  it('copies the nodes, the connections between them and the tags they carry', () => {
    expect(subset.nodes.map((node) => node.id)).toEqual(['a', 'b']);
    expect(subset.connections.map((connection) => connection.id)).toEqual(['ab']);
    expect(subset.tags.map((tag) => tag.id)).toEqual(['t-bio', 't-new', 'x1']);
  });

  it('pastes with new ids, on one level, with the top-left at the origin, and names the pasted nodes to select', () => {
    const result = pasteSubset(target, subset, { origin, levelId: 1, newId: sequentialIds('p') });
    const after = applyCommand(target, result);
    const pasted = after.nodes.slice(1);
    expect(pasted.map((node) => [node.id, node.levels])).toEqual([
      ['p1', [{ levelId: 1, position: { x: 100, y: 50 }, colour: '#ffffff', truth: 0 }]],
      ['p2', [{ levelId: 1, position: { x: 400, y: 250 }, colour: '#ffffff', truth: 0 }]],
    ]);
    expect(result.ok && result.nodeIds).toEqual(['p1', 'p2']);
    const [connection] = after.connections;
    expect([connection?.from, connection?.to, connection?.levelId]).toEqual(['p1', 'p2', 1]);
    expect(connection?.id).not.toBe('ab');
    expect(connection?.waypoints[0]?.position).toEqual({ x: 250, y: 150 });
  });

  it('moves a paste on where it would cover the nodes it copies, and keeps positions whole', () => {
    const inPlace = applyCommand(
      source,
      pasteSubset(source, subset, { levelId: 1, origin: { x: 3, y: -2.4 } }),
    );
    expect(inPlace.nodes.slice(3).map((node) => node.levels[0]?.position)).toEqual([
      { x: 3 + PASTE_NUDGE, y: -2 + PASTE_NUDGE },
      { x: 303 + PASTE_NUDGE, y: 198 + PASTE_NUDGE },
    ]);
    const away = applyCommand(
      source,
      pasteSubset(source, subset, { levelId: 1, origin: { x: 100.4, y: 383.00001 } }),
    );
    expect(away.nodes.slice(3).map((node) => node.levels[0]?.position)).toEqual([
      { x: 100, y: 383 },
      { x: 400, y: 583 },
    ]);
  });

  it('drops connections whose ends are not both pasted', () => {
    const withDangling = { ...subset, connections: [...subset.connections, makeConnection('bc', 'b', 'c')] };
    const after = applyCommand(target, pasteSubset(target, withDangling, { origin, levelId: 1 }));
    expect(after.connections).toHaveLength(1);
  });

  it('merges tags by name, adds new ones, and gives a new id to one whose id is taken', () => {
    const after = applyCommand(
      target,
      pasteSubset(target, subset, { origin, levelId: 1, newId: sequentialIds('p') }),
    );
    expect(after.tags.map((tag) => [tag.id, tag.description])).toEqual([
      ['bio', 'Biology'],
      ['x1', 'Taken id'],
      ['t-new', 'Energy'],
      ['p3', 'Cells'],
    ]);
    expect(after.nodes.slice(1).map((node) => node.tags)).toEqual([['bio', 't-new'], ['p3']]);
  });

  it('pastes twice without clashing, and undoes as one step', () => {
    const once = applyCommand(target, pasteSubset(target, subset, { origin, levelId: 1 }));
    const twice = pasteSubset(once, subset, { origin, levelId: 1 });
    if (!twice.ok) throw new Error(twice.error);
    const applied = applyAction(once, twice.action);
    if (!applied.ok) throw new Error(applied.error);
    expect(applied.map.nodes).toHaveLength(5);
    expect(applyAction(applied.map, applied.inverse)).toMatchObject({ ok: true, map: once });
  });

  it('grows the workspace to hold what is pasted beyond it', () => {
    const after = applyCommand(
      target,
      pasteSubset(target, subset, { levelId: 1, origin: { x: 3900, y: 2950 } }),
    );
    expect(after.workspaceBounds).toMatchObject({ maxX: 4200, maxY: 3150 });
  });

  it('needs nodes, and reads untrusted input through the loaders', () => {
    expect(pasteSubset(target, { ...subset, nodes: [] }, { origin, levelId: 1 })).toEqual({
      ok: false,
      error: 'The copied selection holds no nodes.',
    });
    expect(pasteSubset(target, null, { origin, levelId: 1 })).toMatchObject({ ok: false });
    const loose = { nodes: [{ id: 'q', title: 'Loose' }, 42, null], connections: 'nope' };
    const after = applyCommand(target, pasteSubset(target, loose, { origin, levelId: 1 }));
    expect(after.nodes.at(1)).toMatchObject({ title: 'Loose', levels: [{ levelId: 1, position: origin }] });
  });
});

describe('paste', () => {
  it('takes a copied selection from the clipboard, and anything else as text', () => {
    const source = makeMap({ nodes: [makeNode('a'), makeNode('b')] });
    const clipboard = JSON.stringify(copySubset(source, ['a', 'b'], 1));
    expect(applyCommand(target, paste(target, clipboard, { origin, levelId: 1 })).nodes).toHaveLength(3);
    const text = applyCommand(target, paste(target, '{"not": "a subset"}', { origin, levelId: 1 }));
    expect(text.nodes.at(1)?.title).toBe('{"not": "a subset"}');
  });

  it('pastes a copy of any selection of a valid map back into it', () => {
    fc.assert(
      fc.property(arbitraryMap, fc.gen(), (map, gen) => {
        if (map.nodes.length === 0) return;
        const ids = gen(
          fc.subarray,
          map.nodes.map((node) => node.id),
          { minLength: 1 },
        );
        const subset = copySubset(map, ids, 1);
        const result = pasteSubset(map, JSON.parse(JSON.stringify(subset)), { origin, levelId: 1 });
        if (!result.ok) throw new Error(result.error);
        const applied = applyAction(map, result.action);
        if (!applied.ok) throw new Error(applied.error);
        expect(applied.map.nodes).toHaveLength(map.nodes.length + ids.length);
        expect(applyAction(applied.map, applied.inverse)).toMatchObject({ ok: true, map });
      }),
      { numRuns: 100 },
    );
  });
});
