/**
 * Seeking in a presentation (DESIGN.md, "Replay and seek"): the replayed state after any number of
 * steps is the nearest snapshot at or before it plus the steps after that snapshot, so going back is as
 * quick as going forward. Snapshots are taken every SNAPSHOT_EVERY steps as the replay first passes
 * them, and shared: a viewer's state holds immutable sets and maps, so a snapshot costs what changed.
 */
import type { MapDocument } from '../map/types';
import { applySessionAction } from '../session/apply';
import { createSession } from '../session/create';
import { reconcileSession } from '../session/reconcile';
import type { MapSession, ReplayState } from '../session/types';
import { isRevealStep, RevealAccumulator } from './reveal';
import type { PresentationStep } from './types';
import { replayStateOf } from './view';

export const SNAPSHOT_EVERY = 32;

type ReplayedDocument = Pick<MapDocument, 'nodes' | 'levels' | 'connections'>;

export class PresentationTimeline {
  /** `snapshots[i]`: the session after i * SNAPSHOT_EVERY steps; filled in as the replay reaches them. */
  private readonly snapshots: MapSession[];

  constructor(
    private readonly document: ReplayedDocument,
    private readonly steps: readonly PresentationStep[],
    start: ReplayState = replayStateOf(createSession()),
  ) {
    this.snapshots = [{ ...createSession(), ...start }];
  }

  get length(): number {
    return this.steps.length;
  }

  /** The replayed state once steps 1..`step` are applied (clamped to 0..length). */
  stateAt(step: number): ReplayState {
    return replayStateOf(this.sessionAt(step));
  }

  private sessionAt(step: number): MapSession {
    const target = Math.max(0, Math.min(this.steps.length, Math.floor(step)));
    const at = Math.min(Math.floor(target / SNAPSHOT_EVERY), this.snapshots.length - 1);
    let session = this.snapshots[at] as MapSession;
    let applied = at * SNAPSHOT_EVERY;
    // Reveal steps change one set in place, taken into the session at snapshots and at the end: a seek
    // across thousands of steps copies the revealed nodes a few times, not once a step. No other step
    // reads them, so the order of the two kinds of change is kept.
    const reveal = new RevealAccumulator(session.presented.reveal, (id) => this.document.nodes.has(id));
    const withReveal = (current: MapSession): MapSession => {
      const taken = reveal.take();
      return taken === current.presented.reveal
        ? current
        : { ...current, presented: { ...current.presented, reveal: taken } };
    };
    while (applied < target) {
      const next = this.steps[applied] as PresentationStep;
      if (isRevealStep(next)) reveal.apply(next);
      else session = stepped(session, this.document, next);
      applied++;
      if (applied % SNAPSHOT_EVERY === 0 && applied / SNAPSHOT_EVERY === this.snapshots.length) {
        session = withReveal(session);
        this.snapshots.push(session);
      }
    }
    return withReveal(session);
  }
}

/**
 * One step applied as the map's store applies it (then made consistent with the map); a step the map
 * refuses (a level it no longer has) is passed over, as replay does.
 */
export function stepped(session: MapSession, document: ReplayedDocument, step: PresentationStep): MapSession {
  const result = applySessionAction(session, document, step);
  return result.ok ? reconcileSession(result.session, document) : session;
}
