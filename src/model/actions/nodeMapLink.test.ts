import { describe, expect, it } from 'vitest';
import { applyAction } from './apply';
import { applyOk, deepFreeze, makeMap, makeNode } from './testMaps';
import type { DocumentAction } from './types';

const linked = { ...makeNode('b'), mapLink: { mapId: 'm0000000001', linkType: 'map' as const } };
const map = deepFreeze(makeMap({ nodes: [makeNode('a'), linked] }));

function roundTrip(action: DocumentAction) {
  const result = applyAction(map, action);
  if (!result.ok) throw new Error(result.error);
  expect(applyOk(result.map, result.inverse)).toStrictEqual(map);
  return result;
}

describe('setNodeMapLink', () => {
  it('links a node to a map, presentation or lesson; undo takes the link away again', () => {
    const mapLink = { mapId: 'm0000000002', linkType: 'presentation' as const, secondaryId: 'p1' };
    const { map: next, inverse, changed } = roundTrip({ type: 'setNodeMapLink', nodeId: 'a', mapLink });
    expect(next.nodes.get('a')?.mapLink).toEqual(mapLink);
    expect(inverse).toEqual({ type: 'setNodeMapLink', nodeId: 'a', mapLink: null });
    expect(changed.nodes).toEqual(['a']);
  });

  it('removes a link with null, and undo puts the old link back', () => {
    const { map: next, inverse } = roundTrip({ type: 'setNodeMapLink', nodeId: 'b', mapLink: null });
    expect(next.nodes.get('b')).not.toHaveProperty('mapLink');
    expect(inverse).toEqual({ type: 'setNodeMapLink', nodeId: 'b', mapLink: linked.mapLink });
  });

  it('refuses a link without a map id or with an unknown type, and a node the map lacks', () => {
    const refused = (mapLink: unknown, nodeId = 'a') =>
      applyAction(map, { type: 'setNodeMapLink', nodeId, mapLink } as DocumentAction);
    const error = 'A map link needs a map id and a link type of none, map, presentation or lesson';
    expect(refused({ mapId: '', linkType: 'map' })).toEqual({ ok: false, error });
    expect(refused({ mapId: 'm0000000001', linkType: 'video' })).toEqual({ ok: false, error });
    expect(refused('m0000000001')).toEqual({ ok: false, error });
    expect(refused({ mapId: 'm0000000001', linkType: 'map' }, 'zz')).toEqual({
      ok: false,
      error: "No node with id 'zz'",
    });
  });
});
