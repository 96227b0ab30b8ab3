/** Test helpers: a small valid map kept offline, as the cache holds it. */
import { newNodeAt } from '../../model/commands/entities';
import { EntityList } from '../../model/map/entityList';
import { newMapDocument } from '../../model/map/newMap';
import { storedMapDocument } from '../../model/map/stored';
import type { OfflineMapEntry } from './records';

export function offlineEntry(overrides: Partial<OfflineMapEntry> = {}): OfflineMapEntry {
  const map = newMapDocument({ id: 'map0000001', name: 'Cells' });
  const node = newNodeAt({ id: 'node000001', title: 'Nucleus', levelId: 1, position: { x: 10, y: 20 } });
  return {
    id: map.id,
    name: map.name,
    version: 3,
    updated: '2026-11-20T10:00:00.000Z',
    accessRight: 'admin',
    hasEditRights: true,
    hasShareRights: true,
    document: storedMapDocument({ ...map, nodes: EntityList.from([node]) }),
    ...overrides,
  };
}
