/**
 * The changes a viewer's session went through, as the change stream records them (DESIGN.md, "The
 * spine"): the action that made it, or, when the session followed the document or a restored view, the
 * actions that would have (the current level, the selection), and the nodes whose highlight changed.
 * What a presentation shows (its revealed nodes, shown strengths, selected connection) changes the
 * nodes and connections it touches, each connection of a node shown or hidden included.
 */
import type { SessionAction } from '../actions/types';
import type { ChangeOrigin, NewMapChange } from '../changes/stream';
import { NO_TRUTH_EFFECT, TRUTH_GRAPH_CHANGED, type TruthEffect } from '../changes/truthEffect';
import type { MapDocument } from '../map/types';
import { revealChanges, strengthChanges } from '../presentation/reveal';
import { symmetricDifference } from './apply';
import type { MapSession, PresentedView } from './types';

type ViewedDocument = Pick<MapDocument, 'nodes' | 'connections'>;

export function sessionChangesOf(
  previous: MapSession,
  next: MapSession,
  origin: ChangeOrigin,
  made?: { action: SessionAction; inverse?: SessionAction },
  document?: ViewedDocument,
): NewMapChange[] {
  const change = (
    action: SessionAction | undefined,
    inverse: SessionAction | undefined,
    nodes: string[],
    connections: string[] = [],
  ) => ({
    origin,
    scope: 'session' as const,
    ...(action && { action }),
    ...(inverse && { inverse }),
    changed: { nodes, connections, parts: [] },
    truth: NO_TRUTH_EFFECT,
  });
  const selectionChanged = symmetricDifference(previous.selection, next.selection);
  const highlightChanged = symmetricDifference(previous.highlighted, next.highlighted);
  const presented = presentedChanges(previous.presented, next.presented, document);
  if (made !== undefined)
    return [
      {
        ...change(
          made.action,
          made.inverse,
          [...new Set([...selectionChanged, ...highlightChanged, ...presented.nodes])],
          presented.connections,
        ),
        truth: strengthEffect(strengthChanges(previous.presented.strengths, next.presented.strengths)),
      },
    ];
  const changes: NewMapChange[] = [];
  if (
    previous.currentLevelId !== next.currentLevelId ||
    previous.routeToCurrentLevel !== next.routeToCurrentLevel
  )
    changes.push(
      change(
        {
          type: 'setCurrentLevel',
          levelId: next.currentLevelId,
          routeToCurrentLevel: [...next.routeToCurrentLevel],
        },
        {
          type: 'setCurrentLevel',
          levelId: previous.currentLevelId,
          routeToCurrentLevel: [...previous.routeToCurrentLevel],
        },
        [],
      ),
    );
  if (selectionChanged.length > 0)
    changes.push(
      change(
        { type: 'setSelection', nodeIds: [...next.selection] },
        { type: 'setSelection', nodeIds: [...previous.selection] },
        selectionChanged,
      ),
    );
  if (highlightChanged.length > 0)
    changes.push(
      change(
        { type: 'setHighlighted', nodeIds: [...next.highlighted] },
        { type: 'setHighlighted', nodeIds: [...previous.highlighted] },
        highlightChanged,
      ),
    );
  return changes;
}

/**
 * A presentation's shown strengths are inputs of this viewer's truth calculation (src/stores/TruthSync.ts
 * reads them): one node's is propagated from it, several are calculated again.
 */
function strengthEffect(changed: readonly string[]): TruthEffect {
  const [only] = changed;
  if (only === undefined) return NO_TRUTH_EFFECT;
  return changed.length === 1 ? { kind: 'strength', nodeId: only } : TRUTH_GRAPH_CHANGED;
}

/** The nodes and connections drawn otherwise because the presented view changed. */
function presentedChanges(
  before: PresentedView,
  after: PresentedView,
  document: ViewedDocument | undefined,
): { nodes: string[]; connections: string[] } {
  if (before === after || document === undefined) return { nodes: [], connections: [] };
  const revealed = revealChanges(before.reveal, after.reveal, () => nodeIdsOf(document));
  const nodes = [...new Set([...revealed, ...strengthChanges(before.strengths, after.strengths)])];
  const connections = new Set<string>();
  if (revealed.length > 0) {
    const moved = new Set(revealed);
    for (const connection of document.connections)
      if (moved.has(connection.from) || moved.has(connection.to)) connections.add(connection.id);
  }
  for (const id of [before.connectionId, after.connectionId])
    if (id !== null && before.connectionId !== after.connectionId) connections.add(id);
  return { nodes, connections: [...connections] };
}

function* nodeIdsOf(document: ViewedDocument): Iterable<string> {
  for (const node of document.nodes) yield node.id;
}
