/**
 * Truth and strength changes animated one step a second (spec 2 section 4): a node whose view arrives
 * with a new truth is drawn with the fill and title colour of the steps in between (its `truthStyles`),
 * a Truth connection with a new strength with the dash of those steps (`stepDashes`). Only animating
 * items are kept, a timer runs only while something animates, and a step redraws only the items it moves.
 * Time comes from an injected timer, so this runs in Node tests.
 */
import { strengthStepIndex } from '../geometry/truthColour';
import { STEP_INTERVAL_MS, StepAnimator } from './stepAnimator';
import type { EdgeView, NodeView } from './views';

export interface AnimationTimer {
  now(): number;
  /** Calls `tick` once after `ms`; returns what cancels it. */
  after(ms: number, tick: () => void): () => void;
}

export interface AnimationTarget {
  /** The views as given (a step redraws the given view at the step shown). */
  readonly nodes: ReadonlyMap<string, NodeView>;
  readonly edges: ReadonlyMap<string, EdgeView>;
  /** Draws the views of the items a step moved: their own records only. */
  redraw(nodes: readonly NodeView[], edges: readonly EdgeView[]): void;
}

export class TruthAnimation {
  private readonly nodeSteps = new StepAnimator();
  private readonly edgeSteps = new StepAnimator();
  /** What is drawn in place of the given view while it animates. */
  private readonly shownNodes = new Map<string, NodeView>();
  private readonly shownEdges = new Map<string, EdgeView>();
  private cancel: (() => void) | undefined;
  private due = Number.POSITIVE_INFINITY;

  constructor(
    private readonly timer: AnimationTimer,
    private readonly target: AnimationTarget,
  ) {}

  /** Whether anything animates. */
  get running(): boolean {
    return this.nodeSteps.size + this.edgeSteps.size > 0;
  }

  /** The view to draw for a node view arriving in place of `previous` (the view given before, if any). */
  node(view: NodeView, previous: NodeView | undefined): NodeView {
    const shown = this.arrive(this.nodeSteps, view.id, truthOf(view), previous && truthOf(previous));
    return this.showNode(view, shown);
  }

  edge(view: EdgeView, previous: EdgeView | undefined): EdgeView {
    const shown = this.arrive(this.edgeSteps, view.id, strengthOf(view), previous && strengthOf(previous));
    return this.showEdge(view, shown);
  }

  /** The node as drawn now. */
  drawnNode(id: string): NodeView | undefined {
    return this.shownNodes.get(id) ?? this.target.nodes.get(id);
  }

  removeNode(id: string): void {
    this.nodeSteps.remove(id);
    this.shownNodes.delete(id);
  }

  removeEdge(id: string): void {
    this.edgeSteps.remove(id);
    this.shownEdges.delete(id);
  }

  clear(): void {
    this.nodeSteps.clear();
    this.edgeSteps.clear();
    this.shownNodes.clear();
    this.shownEdges.clear();
    this.cancel?.();
    this.cancel = undefined;
    this.due = Number.POSITIVE_INFINITY;
  }

  /** The step shown now; undefined when the view is drawn as given (settled, or not animated at all). */
  private arrive(
    steps: StepAnimator,
    id: string,
    value: number | undefined,
    previous: number | undefined,
  ): number | undefined {
    if (value === undefined) {
      steps.remove(id);
      return undefined;
    }
    const target = strengthStepIndex(value);
    const before = steps.shownOf(id) ?? (previous === undefined ? undefined : strengthStepIndex(previous));
    const now = this.timer.now();
    const shown = steps.arrive(id, before, target, now);
    if (steps.shownOf(id) !== undefined) this.schedule(now + STEP_INTERVAL_MS);
    return shown === target ? undefined : shown;
  }

  private showNode(view: NodeView, shown: number | undefined): NodeView {
    const styles = view.truthStyles;
    if (shown === undefined || styles === undefined) {
      this.shownNodes.delete(view.id);
      return view;
    }
    const drawn: NodeView = {
      ...view,
      fill: styles.fills[shown] ?? view.fill,
      textColour: styles.textColours[shown] ?? view.textColour,
    };
    this.shownNodes.set(view.id, drawn);
    return drawn;
  }

  private showEdge(view: EdgeView, shown: number | undefined): EdgeView {
    const dashes = view.stepDashes;
    if (shown === undefined || dashes === undefined) {
      this.shownEdges.delete(view.id);
      return view;
    }
    const drawn: EdgeView = { ...view, dash: dashes[shown] ?? view.dash };
    this.shownEdges.set(view.id, drawn);
    return drawn;
  }

  /** Makes sure a tick comes by `due`. */
  private schedule(due: number): void {
    if (due >= this.due) return;
    this.cancel?.();
    this.due = due;
    this.cancel = this.timer.after(Math.max(0, due - this.timer.now()), this.tick);
  }

  private readonly tick = (): void => {
    this.cancel = undefined;
    this.due = Number.POSITIVE_INFINITY;
    const now = this.timer.now();
    const nodes: NodeView[] = [];
    const edges: EdgeView[] = [];
    this.nodeSteps.advance(now, (id, shown) => {
      const view = this.target.nodes.get(id);
      if (view !== undefined) nodes.push(this.showNode(view, settled(view.truth, shown)));
    });
    this.edgeSteps.advance(now, (id, shown) => {
      const view = this.target.edges.get(id);
      if (view !== undefined) edges.push(this.showEdge(view, settled(view.strength, shown)));
    });
    if (nodes.length + edges.length > 0) this.target.redraw(nodes, edges);
    const next = minDue(this.nodeSteps.nextDue(), this.edgeSteps.nextDue());
    if (next !== undefined) this.schedule(next);
  };
}

const truthOf = (view: NodeView) => (view.truthStyles === undefined ? undefined : view.truth);
const strengthOf = (view: EdgeView) => (view.stepDashes === undefined ? undefined : view.strength);

/** undefined (draw the view as given) once the shown step is the value's own. */
function settled(value: number | undefined, shown: number): number | undefined {
  return value !== undefined && strengthStepIndex(value) === shown ? undefined : shown;
}

function minDue(a: number | undefined, b: number | undefined): number | undefined {
  if (a === undefined) return b;
  return b === undefined ? a : Math.min(a, b);
}
