/** Selection requests from the canvas (click, shift-click, marquee) as one setSelection action. */
import type { MapAction } from '../actions/types';
import type { MapDocument } from '../map/types';

export type SelectionMode = 'replace' | 'toggle' | 'add';

/** Replace: exactly these. Toggle: these flip. Add: these join the current selection. */
export function selectionAction(
  map: MapDocument,
  nodeIds: readonly string[],
  mode: SelectionMode,
): MapAction {
  if (mode === 'replace') return { type: 'setSelection', nodeIds: [...new Set(nodeIds)] };
  const selected = new Set(map.nodes.filter((node) => node.selected).map((node) => node.id));
  for (const id of nodeIds) {
    if (mode === 'toggle' && selected.has(id)) selected.delete(id);
    else selected.add(id);
  }
  return { type: 'setSelection', nodeIds: [...selected] };
}
