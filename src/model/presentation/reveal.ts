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

type RevealStep =
  | { type: 'hideAllNodes' }
  | { type: 'showAllNodesExcept' | 'showNodes' | 'hideNodes'; nodeIds: readonly string[] };

/** Whether a step changes only which nodes are hidden. */
export function isRevealStep(step: { type: string }): step is RevealStep {
  return (
    step.type === 'hideAllNodes' ||
    step.type === 'showAllNodesExcept' ||
    step.type === 'showNodes' ||
    step.type === 'hideNodes'
  );
}

/**
 * Reveal steps applied one after another to one set that changes in place, as `showAllExcept` and
 * `setShown` would give them: replaying thousands of steps copies the set once, when it is taken.
 * Node ids the map does not have are passed over, as the steps on a session pass them over.
 */
export class RevealAccumulator {
  private hidden: NodeReveal['hidden'];
  private except: Set<string> | null = null;
  private changed = false;

  constructor(
    private taken: NodeReveal,
    private readonly hasNode: (id: string) => boolean,
  ) {
    this.hidden = taken.hidden;
  }

  apply(step: RevealStep): void {
    if (step.type === 'hideAllNodes' || step.type === 'showAllNodesExcept') {
      this.hidden = step.type === 'hideAllNodes' ? 'all' : 'none';
      this.except = step.type === 'hideAllNodes' ? new Set() : new Set(step.nodeIds.filter(this.hasNode));
      this.changed = true;
      return;
    }
    const add = (this.hidden === 'all') === (step.type === 'showNodes');
    for (const id of step.nodeIds) {
      if (!this.hasNode(id)) continue;
      this.except ??= new Set(this.taken.except);
      if (add) this.except.add(id);
      else this.except.delete(id);
      this.changed = true;
    }
  }

  /** The reveal now: the one given when no step changed it, else a copy the accumulator no longer touches. */
  take(): NodeReveal {
    if (!this.changed) return this.taken;
    const except = this.except ?? new Set(this.taken.except);
    this.taken =
      except.size === 0 && this.hidden === 'none'
        ? NOTHING_HIDDEN
        : { hidden: this.hidden, except: new Set(except) };
    this.changed = false;
    return this.taken;
  }
}
