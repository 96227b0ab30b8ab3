import type { MapViewInput } from '../../engine/scene/fromMap';
import type { MapDocumentStore } from '../../src/stores/MapDocumentStore';

/** The map as this viewer sees it: the document with their level, selection and highlight. */
export function viewedMap(
  store: MapDocumentStore,
  hiddenAs: MapViewInput['hiddenAs'] = 'absent',
): MapViewInput | null {
  const { map, session } = store;
  if (!map) return null;
  return {
    ...map,
    currentLevelId: session.currentLevelId,
    selected: new Set(session.selection),
    highlighted: new Set(session.highlighted),
    reveal: session.presented.reveal,
    hiddenAs,
  };
}
