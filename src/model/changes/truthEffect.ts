/**
 * What a change did to the truth calculation's inputs (src/model/truth/graph.ts), read from the maps
 * before and after it and the ids it touched, within what the action's traits allow: nothing, one node's
 * manual strength (propagated incrementally), or the graph (compiled again).
 */
import type { TruthReach } from '../actions/traits';
import type { Connection } from '../map/connection';
import { CONNECTION_TYPE } from '../map/constants';
import type { MapDocument } from '../map/types';
import type { TruthConnectionInput, TruthNodeInput } from '../truth/graph';
import type { ChangeSet } from './changeSet';

export type TruthEffect = { kind: 'none' } | { kind: 'strength'; nodeId: string } | { kind: 'graph' };

export const NO_TRUTH_EFFECT: TruthEffect = { kind: 'none' };
export const TRUTH_GRAPH_CHANGED: TruthEffect = { kind: 'graph' };

/** The node fields the graph is compiled from; the manual strength is apart (it can change alone). */
const NODE_GRAPH_FIELDS = [
  'operator',
  'ignoreManualStrength',
  'reverseTruth',
  'reverseTruthCondition',
] as const satisfies readonly (keyof TruthNodeInput)[];

const CONNECTION_FIELDS = [
  'from',
  'to',
  'type',
  'levelId',
  'strength',
  'reverseStrength',
  'reverseStrengthCondition',
  'relevance',
] as const satisfies readonly (keyof TruthConnectionInput)[];

export function truthEffectOf(
  before: MapDocument,
  after: MapDocument,
  changed: ChangeSet,
  reach: TruthReach,
): TruthEffect {
  if (reach === 'none') return NO_TRUTH_EFFECT;
  for (const id of changed.connections)
    if (connectionInputsDiffer(before.connections.get(id), after.connections.get(id)))
      return TRUTH_GRAPH_CHANGED;
  const strengths: string[] = [];
  for (const id of changed.nodes) {
    const was = before.nodes.get(id);
    const is = after.nodes.get(id);
    if (was === undefined || is === undefined) {
      if (was !== is) return TRUTH_GRAPH_CHANGED;
      continue;
    }
    if (NODE_GRAPH_FIELDS.some((field) => was[field] !== is[field])) return TRUTH_GRAPH_CHANGED;
    if (!Object.is(was.strength, is.strength)) strengths.push(id);
  }
  if (strengths.length === 0) return NO_TRUTH_EFFECT;
  const [only] = strengths;
  return strengths.length === 1 && only !== undefined
    ? { kind: 'strength', nodeId: only }
    : TRUTH_GRAPH_CHANGED;
}

/** Only truth connections take part in the calculation. */
function connectionInputsDiffer(was: Connection | undefined, is: Connection | undefined): boolean {
  const counts = (c: Connection | undefined) => c !== undefined && c.type === CONNECTION_TYPE.TRUTH;
  if (!counts(was) && !counts(is)) return false;
  if (was === undefined || is === undefined) return true;
  return CONNECTION_FIELDS.some((field) => !Object.is(was[field], is[field]));
}
