/** Whether the user has done what a tour step asks, read from the map's change stream. */
import type { MapAction } from '../actions/types';
import type { MapChange } from '../changes/stream';
import type { TourWatch } from './tours';

/** The actions one applied action stands for: a command arrives as a batch (adding a node grows the bounds too). */
function flatten(action: MapAction): MapAction[] {
  return action.type === 'batch' ? action.actions.flatMap(flatten) : [action];
}

function actionMeetsWatch(watch: TourWatch, action: MapAction): boolean {
  switch (watch) {
    case 'createNode':
      return action.type === 'createNode';
    // A committed title, not a keystroke of one being typed.
    case 'setNodeTitle':
      return action.type === 'setNodeTitle' && !action.typing && action.title.trim() !== '';
    case 'selectNode':
      return action.type === 'setSelection' && action.nodeIds.length === 1;
    case 'setNodeContent':
      return action.type === 'setNodeContent' && action.prose !== null;
  }
}

/** Whether `change` is the user doing what `watch` asks (undo, redo and others' edits do not count). */
export function changeMeetsWatch(watch: TourWatch, change: MapChange): boolean {
  if (change.origin !== 'user' || !change.action) return false;
  return flatten(change.action).some((action) => actionMeetsWatch(watch, action));
}

/**
 * Whether what `watch` asks already holds when its step is reached: a node selected beforehand counts as
 * selecting one, rather than asking the user to select it again.
 */
export function selectionMeetsWatch(watch: TourWatch, selectedNodeCount: number): boolean {
  return watch === 'selectNode' && selectedNodeCount === 1;
}
