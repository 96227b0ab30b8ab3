/** Selection requests from the canvas (click, shift-click, marquee) as one setSelection action. */
import type { SetSelectionAction } from '../actions/types';

export type SelectionMode = 'replace' | 'toggle' | 'add';

/** Replace: exactly these. Toggle: these flip. Add: these join the current selection. */
export function selectionAction(
  selection: readonly string[],
  nodeIds: readonly string[],
  mode: SelectionMode,
): SetSelectionAction {
  if (mode === 'replace') return { type: 'setSelection', nodeIds: [...new Set(nodeIds)] };
  const selected = new Set(selection);
  for (const id of nodeIds) {
    if (mode === 'toggle' && selected.has(id)) selected.delete(id);
    else selected.add(id);
  }
  return { type: 'setSelection', nodeIds: [...selected] };
}
