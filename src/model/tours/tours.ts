/**
 * The guided tours of the Tutorials menu (spec 2 section 2, spec 3 section 4.8): which steps each has,
 * the part of the editor each step points at, what a step waits for the user to do, and the user flag
 * that records the tour as done. The texts live with the UI (ui/tours/strings.ts), keyed by step id.
 */
import type { UserFlag } from '../userFlags';

/**
 * What a step asks the user to do, seen in the map's change stream: add a node, name one, select one,
 * write a node's content. A step without one only explains.
 */
export type TourWatch = 'createNode' | 'setNodeTitle' | 'selectNode' | 'setNodeContent';

/** The parts of the editor a step can point at: each carries `data-tour="<target>"`. */
export const TOUR_TARGETS = [
  'canvas',
  'toolbar',
  'modes',
  'undo',
  'add-node',
  'bulk-add',
  'link',
  'arrange',
  'delete',
  'connection-type',
  'save',
  'file-menu',
  'node-title',
  'content-editor',
  'content-formatting',
  'content-insert',
  'tutorials-menu',
] as const;

export type TourTarget = (typeof TOUR_TARGETS)[number];

export interface TourStep {
  readonly id: string;
  readonly target: TourTarget;
  readonly watch?: TourWatch;
}

export interface TourDefinition {
  readonly flag: UserFlag;
  readonly steps: readonly TourStep[];
}

/** The three tours of the menu, in its order (spec 1 section 8: only these three count). */
export const TOURS = {
  newMap: {
    flag: 'ShownNewMapInteractive',
    steps: [
      { id: 'canvas', target: 'canvas' },
      { id: 'addNode', target: 'add-node', watch: 'createNode' },
      { id: 'nameNode', target: 'node-title', watch: 'setNodeTitle' },
      { id: 'save', target: 'save' },
      { id: 'more', target: 'tutorials-menu' },
    ],
  },
  toolbar: {
    flag: 'ToolbarInteractive',
    steps: [
      { id: 'toolbar', target: 'toolbar' },
      { id: 'modes', target: 'modes' },
      { id: 'undo', target: 'undo' },
      { id: 'addNode', target: 'add-node' },
      { id: 'bulkAdd', target: 'bulk-add' },
      { id: 'link', target: 'link' },
      { id: 'arrange', target: 'arrange' },
      { id: 'delete', target: 'delete' },
      { id: 'connectionType', target: 'connection-type' },
      { id: 'save', target: 'save' },
      { id: 'file', target: 'file-menu' },
    ],
  },
  contentEditor: {
    flag: 'ShownContentEditorInteractive',
    steps: [
      // While a step shows, only its target takes the pointer: Add node, which makes a node and selects it.
      { id: 'selectNode', target: 'add-node', watch: 'selectNode' },
      { id: 'write', target: 'content-editor', watch: 'setNodeContent' },
      { id: 'format', target: 'content-formatting' },
      { id: 'insert', target: 'content-insert' },
    ],
  },
} as const satisfies Record<string, TourDefinition>;

export type TourId = keyof typeof TOURS;

/** The tours in the menu's order. */
export const TOUR_IDS = Object.keys(TOURS) as TourId[];

/** The step ids of one tour, so its texts can be checked for completeness. */
export type TourStepId<T extends TourId> = (typeof TOURS)[T]['steps'][number]['id'];

export function isTourId(value: unknown): value is TourId {
  return typeof value === 'string' && Object.hasOwn(TOURS, value);
}

export function tourSteps(tour: TourId): readonly TourStep[] {
  return TOURS[tour].steps;
}
