/**
 * A recall session (spec 3 section 4.6): the learner names a map's nodes from memory, typed or spoken.
 * The state and its actions are the model's pure reducer (src/model/recall/session.ts) over a matcher of
 * the scope's node titles; this store adds what the reducer leaves to its caller: the clock, listening
 * through the browser's recognition, saving the finished session on the server and the learner's earlier
 * results (the latest of this scope shown on opening, so a reload finds it).
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { RECALL_CALL_MESSAGES, type RecallResultsApi } from '../../api/graphql/recall';
import type { SpeechFailure, SpeechPort } from '../../api/speech/speechRecognition';
import { errorMessage } from '../../model/errorMessage';
import type { MapDocument } from '../../model/map/types';
import { RecallMatcher } from '../../model/recall/matching';
import { RECALL_MESSAGES } from '../../model/recall/messages';
import { recallNodesOf } from '../../model/recall/scope';
import {
  initialRecallState,
  type RecallAction,
  type RecallState,
  recallElapsed,
  recallReducer,
} from '../../model/recall/session';
import type { RecallNode, RecallResult, RecallScope } from '../../model/recall/types';
import type { Every } from '../presentation/LessonProgressTracker';

export interface RecallClock {
  now: () => number;
  every: Every;
}

const browserClock: RecallClock = {
  now: () => Date.now(),
  every: (run, ms) => {
    const timer = setInterval(run, ms);
    return () => clearInterval(timer);
  },
};

/** How often the shown time moves on. */
const TICK_MS = 250;

export type RecallSetup =
  | { status: 'loading' }
  | { status: 'ready' }
  /** The scope names a level or recall item the map does not have. */
  | { status: 'failed'; error: string };

/** Whether a stored result is of this session's scope. */
function ofScope(result: RecallResult, scope: RecallScope): boolean {
  const levelId = result.details.restrictToLevelId;
  switch (scope.kind) {
    case 'map':
      return result.itemId === null && levelId === null;
    case 'level':
      return levelId === scope.levelId;
    case 'item':
      return result.itemId === scope.itemId;
  }
}

export class RecallStore {
  setup: RecallSetup = { status: 'loading' };
  state: RecallState;
  /** The scope's nodes with their titles. */
  nodes: readonly RecallNode[] = [];
  /** The learner's results on this map, newest first (every scope). */
  results: readonly RecallResult[] = [];
  /** The clock's time as last read, so the elapsed time moves while the session runs. */
  now: number;
  /** Saving the finished session. */
  saving = false;
  /** Why the last call failed. */
  error: string | null = null;
  speechFailure: SpeechFailure | null = null;
  private matcher = new RecallMatcher([]);
  private stopListening: (() => void) | null = null;
  private stopTicking: (() => void) | null = null;

  constructor(
    readonly scope: RecallScope,
    private readonly api: RecallResultsApi,
    private readonly speech: SpeechPort,
    private readonly clock: RecallClock = browserClock,
  ) {
    this.now = clock.now();
    this.state = initialRecallState([], null);
    makeAutoObservable<RecallStore, 'api' | 'speech' | 'clock' | 'matcher' | 'stopListening' | 'stopTicking'>(
      this,
      {
        scope: false,
        api: false,
        speech: false,
        clock: false,
        matcher: false,
        stopListening: false,
        stopTicking: false,
      },
      { deep: false },
    );
  }

  /**
   * Opens the session on `map`: its scope's nodes (or why there are none to recall), then the learner's
   * results, the latest of this scope shown as the session's result until they try again.
   */
  async open(map: Pick<MapDocument, 'nodes' | 'levels' | 'courseItems'>): Promise<void> {
    const scoped = recallNodesOf(map, this.scope);
    if (!scoped.ok) {
      this.setup = { status: 'failed', error: scoped.error };
      return;
    }
    if (scoped.nodes.length === 0) {
      this.setup = { status: 'failed', error: RECALL_MESSAGES.nothingToRecall };
      return;
    }
    this.nodes = scoped.nodes;
    this.matcher = new RecallMatcher(scoped.nodes);
    let results: RecallResult[] = [];
    try {
      results = await this.api.loadResults();
    } catch (error) {
      runInAction(() => {
        this.error = errorMessage(error, RECALL_CALL_MESSAGES.loadFailed);
      });
    }
    runInAction(() => {
      this.results = results;
      // The clock starts once the learner can type.
      this.dispatch({ type: 'initialise', availableNodeIds: this.nodeIds, now: this.clock.now() });
      const latest = results.find((result) => ofScope(result, this.scope));
      if (latest) {
        this.dispatch({ type: 'sessionComplete', now: this.clock.now() });
        this.dispatch({ type: 'setResult', result: latest });
      }
      this.setup = { status: 'ready' };
    });
  }

  get available(): number {
    return this.state.stats.available;
  }

  get matched(): number {
    return this.state.stats.matched;
  }

  /** How long the session has run (or ran), in milliseconds. */
  get elapsedMs(): number {
    return recallElapsed(this.state, this.now);
  }

  /** The nodes named so far, in the order they were named. */
  get matchedNodes(): RecallNode[] {
    const byId = new Map(this.nodes.map((node) => [node.id, node]));
    return this.state.matchedNodeIds.flatMap((id) => byId.get(id) ?? []);
  }

  /** What the map hides: the nodes not named yet, until the session is over. */
  get hiddenNodeIds(): string[] {
    if (this.state.sessionComplete) return [];
    const matched = new Set(this.state.matchedNodeIds);
    return this.nodeIds.filter((id) => !matched.has(id));
  }

  /** The nodes the finished session missed, for the map to mark. */
  get missedNodeIds(): string[] {
    return this.state.result?.details.missedNodes.map((node) => node.id) ?? [];
  }

  /** This scope's results, oldest first, for the chart. */
  get scopeHistory(): RecallResult[] {
    return this.results.filter((result) => ofScope(result, this.scope)).reverse();
  }

  /** The entry box changed: an exact name reveals its node at once and clears the box. */
  type(text: string): void {
    this.match(text, false);
  }

  /** Enter (or a spoken phrase): a close spelling counts too; a miss is told. */
  submit(text: string): void {
    this.match(text, true);
  }

  get speechAvailable(): boolean {
    return this.speech.available();
  }

  /** Listens for names; each final phrase is matched as an entry submitted. */
  listen(): void {
    if (this.stopListening || this.state.sessionComplete || !this.speech.available()) return;
    this.speechFailure = null;
    try {
      this.stopListening = this.speech.start({
        onPhrase: (phrase) => this.submit(phrase),
        onError: (failure) => this.failed(failure),
        onEnd: () => this.ended(),
      });
    } catch {
      this.speechFailure = 'failed';
      return;
    }
    this.dispatch({ type: 'recognitionStart' });
  }

  stopListeningNow(): void {
    const stop = this.stopListening;
    this.stopListening = null;
    stop?.();
    if (this.state.recording) this.dispatch({ type: 'recognitionStop' });
  }

  /** The learner's 'Finish': the session ends and its result is saved (again, after a failed save). */
  finish(): Promise<void> {
    this.stopListeningNow();
    this.dispatch({ type: 'sessionComplete', now: this.clock.now() });
    return this.save();
  }

  /** 'Try again': every node hidden again, the clock from now. */
  reset(): void {
    this.stopListeningNow();
    this.error = null;
    this.dispatch({ type: 'reset', now: this.clock.now() });
  }

  /** Leaving the screen: no more listening or ticking. */
  dispose(): void {
    this.stopListeningNow();
    this.stopTicking?.();
    this.stopTicking = null;
  }

  private get nodeIds(): string[] {
    return this.nodes.map((node) => node.id);
  }

  private match(text: string, submit: boolean): void {
    if (this.setup.status === 'failed') return;
    this.dispatch({ type: 'matchText', text, submit, now: this.clock.now() });
    // Every node named: over, as if the learner had pressed Finish.
    if (this.state.sessionComplete) void this.finish();
  }

  private async save(): Promise<void> {
    if (this.saving || this.state.result || !this.state.sessionComplete) return;
    this.saving = true;
    this.error = null;
    try {
      const result = await this.api.saveResult({
        scope: this.scope,
        recalledNodeIds: this.state.matchedNodeIds,
        durationMs: this.elapsedMs,
      });
      runInAction(() => {
        this.results = [result, ...this.results];
        this.dispatch({ type: 'setResult', result });
      });
    } catch (error) {
      runInAction(() => {
        this.error = errorMessage(error, RECALL_CALL_MESSAGES.saveFailed);
      });
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  private dispatch(action: RecallAction): void {
    this.state = recallReducer(this.state, action, this.matcher);
    this.now = this.clock.now();
    this.followClock();
  }

  /** The shown time moves on only while the session runs. */
  private followClock(): void {
    const running = this.state.stats.startedAt !== null && !this.state.sessionComplete;
    if (running && !this.stopTicking) {
      this.stopTicking = this.clock.every(() => this.tick(), TICK_MS);
    } else if (!running && this.stopTicking) {
      this.stopTicking();
      this.stopTicking = null;
    }
  }

  private tick(): void {
    this.now = this.clock.now();
  }

  private failed(failure: SpeechFailure): void {
    this.speechFailure = failure;
  }

  private ended(): void {
    this.stopListening = null;
    if (this.state.recording) this.dispatch({ type: 'recognitionStop' });
  }
}
