/**
 * The one function that changes a map (DESIGN.md, "The spine"). Pure: the input map is never mutated;
 * unchanged parts are shared with the result.
 */
import type { MapDocument } from '../map/types';
import { changeConnectionType, replaceConnection, setConnectionAttributes } from './connectionEdit';
import { createConnection, deleteConnections, restoreConnections } from './connectionLifecycle';
import { moveCourseItem, setCourseItem } from './courseItems';
import { setMapSettings } from './mapSettings';
import { ACTION_MESSAGES as MESSAGES } from './messages';
import { setNodeAttributes } from './nodeAttributes';
import { setNodeColour, setNodeContent, setNodeOperator, setNodeStrength, setNodeTitle } from './nodeFields';
import { arrangeNodes, moveNodes, resizeNode, resizeNodeContent, setNodePositions } from './nodeLayout';
import { createNode, deleteNodes, restoreNodes } from './nodeLifecycle';
import { setNodeMapLink } from './nodeMapLink';
import { setPresentation } from './presentations';
import { setQuestions } from './questions';
import { fail, succeed } from './result';
import { applyStructureAction } from './structureApply';
import type { ActionResult, BatchAction, DocumentAction } from './types';
import { setWorkspaceBounds } from './workspace';

export function applyAction(map: MapDocument, action: DocumentAction): ActionResult {
  switch (action.type) {
    case 'createNode':
      return createNode(map, action);
    case 'deleteNodes':
      return deleteNodes(map, action);
    case 'restoreNodes':
      return restoreNodes(map, action);
    case 'moveNodes':
      return moveNodes(map, action);
    case 'setNodePositions':
      return setNodePositions(map, action);
    case 'arrangeNodes':
      return arrangeNodes(map, action);
    case 'setWorkspaceBounds':
      return setWorkspaceBounds(map, action);
    case 'resizeNode':
      return resizeNode(map, action);
    case 'resizeNodeContent':
      return resizeNodeContent(map, action);
    case 'setNodeTitle':
      return setNodeTitle(map, action);
    case 'setNodeContent':
      return setNodeContent(map, action);
    case 'setNodeColour':
      return setNodeColour(map, action);
    case 'setNodeOperator':
      return setNodeOperator(map, action);
    case 'setNodeStrength':
      return setNodeStrength(map, action);
    case 'setNodeAttributes':
      return setNodeAttributes(map, action);
    case 'setNodeMapLink':
      return setNodeMapLink(map, action);
    case 'createConnection':
      return createConnection(map, action);
    case 'deleteConnections':
      return deleteConnections(map, action);
    case 'restoreConnections':
      return restoreConnections(map, action);
    case 'changeConnectionType':
      return changeConnectionType(map, action);
    case 'setConnectionAttributes':
      return setConnectionAttributes(map, action);
    case 'replaceConnection':
      return replaceConnection(map, action);
    case 'setMapSettings':
      return setMapSettings(map, action);
    case 'setPresentation':
      return setPresentation(map, action);
    case 'setCourseItem':
      return setCourseItem(map, action);
    case 'moveCourseItem':
      return moveCourseItem(map, action);
    case 'setQuestions':
      return setQuestions(map, action);
    case 'batch':
      return applyBatch(map, action);
    default:
      // Levels, tags, visibility and neighbourhoods; that dispatch also refuses an unknown type.
      return applyStructureAction(map, action);
  }
}

/** All or nothing: the first refusal refuses the batch and the input map stands. */
function applyBatch(map: MapDocument, batch: BatchAction): ActionResult {
  let current = map;
  const inverses: DocumentAction[] = [];
  const nodes = new Set<string>();
  const connections = new Set<string>();
  for (const [index, action] of batch.actions.entries()) {
    const result = applyAction(current, action);
    if (!result.ok) return fail(MESSAGES.inBatch(index, result.error), result.topic);
    current = result.map;
    inverses.unshift(result.inverse);
    for (const id of result.changed.nodes) nodes.add(id);
    for (const id of result.changed.connections) connections.add(id);
  }
  return succeed(
    current,
    { type: 'batch', actions: inverses },
    { nodes: [...nodes], connections: [...connections] },
  );
}
