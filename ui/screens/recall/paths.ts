import type { RecallScope } from '../../../src/model/recall/types';

/** The address of a recall session (spec 3 section 2.1, map form): the map, one level or one recall item. */
export function recallPath(mapId: string, scope: RecallScope): string {
  switch (scope.kind) {
    case 'map':
      return `/${mapId}/recall`;
    case 'level':
      return `/${mapId}/recall/layer/${scope.levelId}`;
    case 'item':
      return `/${mapId}/recall/${encodeURIComponent(scope.itemId)}`;
  }
}
