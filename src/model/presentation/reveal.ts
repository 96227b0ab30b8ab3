/**
 * Which nodes a presentation shows (`NodeReveal`, src/model/session/types.ts): pure, each function
 * answering a new value and sharing the old one when nothing changed.
 */
import type { NodeReveal, PresentedView } from '../session/types';

const NONE: ReadonlySet<string> = new Set();

export const NOTHING_HIDDEN: NodeReveal = { hidden: 'none', except: NONE };
export const EVERYTHING_HIDDEN: NodeReveal = { hidden: 'all', except: NONE };

export const NOTHING_PRESENTED: PresentedView = {
  reveal: NOTHING_HIDDEN,
  connectionId: null,
  location: null,
  strengths: new Map(),
};

export function isHidden(reveal: NodeReveal, nodeId: string): boolean {
  return (reveal.hidden === 'all') !== reveal.except.has(nodeId);
}

/** Every node shown but `nodeIds`. */
export function showAllExcept(nodeIds: readonly string[]): NodeReveal {
  return nodeIds.length === 0 ? NOTHING_HIDDEN : { hidden: 'none', except: new Set(nodeIds) };
}

/** `nodeIds` shown (`show`) or hidden, the rest as they were. */
export function setShown(reveal: NodeReveal, nodeIds: readonly string[], show: boolean): NodeReveal {
  // Hidden-by-default reveals by adding exceptions; shown-by-default shows by removing them.
  const add = (reveal.hidden === 'all') === show;
  const moving = nodeIds.filter((id) => reveal.except.has(id) !== add);
  if (moving.length === 0) return reveal;
  const except = new Set(reveal.except);
  for (const id of moving) add ? except.add(id) : except.delete(id);
  return { hidden: reveal.hidden, except };
}

/**
 * The nodes shown in one reveal and hidden in the other. When both hide the same by default only the
 * exceptions can differ; otherwise every node of `allNodeIds` is looked at.
 */
export function revealChanges(
  before: NodeReveal,
  after: NodeReveal,
  allNodeIds: () => Iterable<string>,
): string[] {
  if (before === after) return [];
  if (before.hidden === after.hidden) {
    const changed: string[] = [];
    for (const id of before.except) if (!after.except.has(id)) changed.push(id);
    for (const id of after.except) if (!before.except.has(id)) changed.push(id);
    return changed;
  }
  const changed: string[] = [];
  for (const id of allNodeIds()) if (isHidden(before, id) !== isHidden(after, id)) changed.push(id);
  return changed;
}

/** The nodes whose shown strength differs between two views. */
export function strengthChanges(
  before: PresentedView['strengths'],
  after: PresentedView['strengths'],
): string[] {
  if (before === after) return [];
  const changed = new Set<string>();
  for (const [id, strength] of before) if (after.get(id) !== strength) changed.add(id);
  for (const [id, strength] of after) if (before.get(id) !== strength) changed.add(id);
  return [...changed];
}
