/**
 * Test helpers (not exported from the library): one real action of every type, built with the model's
 * own helpers on one map, for the schema of actions received from outside (schema.test.ts). Each one a
 * client may send applies to the map; the others are the inverses that applying them gives.
 */
import { CONNECTION_TYPE, DEFAULT_WORKSPACE_BOUNDS, OPERATOR, STRENGTH_MAX } from '../map/constants';
import { mediaPath } from '../map/media';
import type { MapDocument } from '../map/types';
import { newPresentation } from '../presentation/load';
import { NOTHING_PRESENTED } from '../presentation/reveal';
import { replayStateOf } from '../presentation/view';
import { newQuestion, storeQuestion } from '../quiz/load';
import { paragraph } from '../richText/document';
import { createSession } from '../session/create';
import { applyAction } from './apply';
import { makeConnection, makeMap, makeNode } from './testMaps';
import type { UserEditType } from './traits';
import type { DocumentAction, MapAction, MapActionType } from './types';

/**
 * Nodes a (levels 1 and 2), b and c (level 1); a truth connection a-b; tag t1; level 3 empty; a recall
 * item r0 and an empty module m1 in the course's outline.
 */
export const incomingTestMap: MapDocument = makeMap({
  nodes: [
    makeNode('a', { 1: { x: 0, y: 0 }, 2: { x: 10, y: 10 } }, { tags: ['t1'] }),
    makeNode('b', { 1: { x: 300, y: 0 } }),
    makeNode('c', { 1: { x: 600, y: 0 } }),
  ],
  connections: [makeConnection('ab', 'a', 'b', { type: CONNECTION_TYPE.TRUTH, strength: 50 })],
  tags: [{ id: 't1', description: 'One', selected: false }],
  courseItems: [
    { id: 'r0', type: 'recall', name: 'Outputs', tags: ['t1'] },
    { id: 'm1', type: 'module', name: 'One', items: [] },
  ],
});

const prose = [paragraph('Why it holds')];
const waypoints = [{ id: 'w1', position: { x: 150, y: 40 } }];
const move = { nodeId: 'a', levelId: 1, position: { x: 20, y: 30 } };
const title: DocumentAction = { type: 'setNodeTitle', nodeId: 'a', title: 'Claim', typing: true };
const colour: DocumentAction = {
  type: 'setNodeColour',
  nodeId: 'a',
  colour: '#fed7d7',
  levelId: 2,
  colourOverride: true,
};

/** One action of each type a client may send (the Record asks for one of each new type). */
export const USER_EDIT_EXAMPLES: { [T in UserEditType]: Extract<DocumentAction, { type: T }> } = {
  createNode: {
    type: 'createNode',
    node: makeNode(
      'new',
      { 1: { x: 5, y: 5 } },
      { prose, nodeWidth: 120, mapLink: { mapId: 'm1', linkType: 'map' } },
    ),
  },
  deleteNodes: { type: 'deleteNodes', nodeIds: ['b'] },
  moveNodes: { type: 'moveNodes', moves: [move] },
  arrangeNodes: { type: 'arrangeNodes', arrangement: 'horizontal', moves: [move] },
  setWorkspaceBounds: { type: 'setWorkspaceBounds', bounds: { ...DEFAULT_WORKSPACE_BOUNDS, maxX: 5000 } },
  resizeNode: { type: 'resizeNode', nodeId: 'a', nodeWidth: 120, nodeHeight: null },
  resizeNodeContent: { type: 'resizeNodeContent', nodeId: 'a', size: { width: 300, height: 200 } },
  setNodeTitle: title,
  setNodeContent: { type: 'setNodeContent', nodeId: 'a', prose },
  setNodeColour: colour,
  setNodeOperator: { type: 'setNodeOperator', nodeId: 'a', operator: OPERATOR.AND },
  setNodeStrength: {
    type: 'setNodeStrength',
    nodeId: 'a',
    strength: STRENGTH_MAX,
    ignoreManualStrength: true,
  },
  setNodeAttributes: {
    type: 'setNodeAttributes',
    nodeId: 'a',
    attributes: {
      titleFontSize: 'small',
      subType: 2,
      showContent: true,
      showDefaultContent: true,
      contentWidth: 320,
      contentHeight: 180,
      reverseTruth: true,
      reverseTruthCondition: 'ifFalse',
    },
  },
  setNodeMapLink: {
    type: 'setNodeMapLink',
    nodeId: 'a',
    mapLink: { mapId: 'm1', linkType: 'presentation', secondaryId: 'p1' },
  },
  createConnection: {
    type: 'createConnection',
    connection: makeConnection('bc', 'b', 'c', {
      type: CONNECTION_TYPE.GENERIC,
      colour: '#112233',
      width: 4,
      prose,
      waypoints,
    }),
  },
  deleteConnections: { type: 'deleteConnections', connectionIds: ['ab'] },
  changeConnectionType: {
    type: 'changeConnectionType',
    connectionId: 'ab',
    connectionType: CONNECTION_TYPE.RELATIVE,
  },
  setConnectionAttributes: {
    type: 'setConnectionAttributes',
    connectionId: 'ab',
    attributes: {
      content: 'because',
      prose,
      strength: -40,
      relevance: 60,
      reverseStrength: true,
      reverseStrengthCondition: 'ifTrue',
      lineType: 'elbow',
      fromLocation: 'right',
      labelFontSize: 'large',
      waypoints,
    },
  },
  createLevel: { type: 'createLevel', level: { id: 4, description: 'Four' } },
  deleteLevel: { type: 'deleteLevel', levelId: 3 },
  joinNodesToLevel: {
    type: 'joinNodesToLevel',
    levelId: 2,
    joins: [{ nodeId: 'b', position: { x: 1, y: 2 } }],
  },
  removeNodesFromLevel: { type: 'removeNodesFromLevel', levelId: 2, nodeIds: ['a'] },
  moveLevel: { type: 'moveLevel', levelId: 3, after: null },
  renameLevel: { type: 'renameLevel', levelId: 2, description: 'Evidence' },
  setLevelBackground: { type: 'setLevelBackground', levelId: 2, backgroundImage: mediaPath('image1') },
  createTag: { type: 'createTag', tag: { id: 't2', description: 'Two', selected: false } },
  deleteTag: { type: 'deleteTag', tagId: 't1' },
  setNodeTag: { type: 'setNodeTag', nodeId: 'b', tagId: 't1', tagged: true, after: null },
  moveTag: { type: 'moveTag', tagId: 't1', after: null },
  setNodeVisibility: { type: 'setNodeVisibility', nodeIds: ['a', 'b'], visibility: 'hidden' },
  setNodeExpansion: { type: 'setNodeExpansion', nodeId: 'a', showDescendants: false },
  toggleNeighbourhood: { type: 'toggleNeighbourhood', neighbourhoodId: 'h1', nodeId: 'a' },
  setMapSettings: {
    type: 'setMapSettings',
    settings: { positiveTruthColour: '#00ff00', defaultConnectionType: CONNECTION_TYPE.TRUTH },
  },
  setPresentation: { type: 'setPresentation', presentationId: 'p1', presentation: newPresentation('p1') },
  setCourseItem: {
    type: 'setCourseItem',
    itemId: 'r1',
    item: { id: 'r1', type: 'recall', name: 'Inputs', tags: ['t1'] },
  },
  moveCourseItem: { type: 'moveCourseItem', itemId: 'r0', moduleId: 'm1', after: null },
  setQuestions: { type: 'setQuestions', questions: [storeQuestion(newQuestion('q1'))] },
  batch: { type: 'batch', actions: [title, { type: 'batch', actions: [colour] }] },
};

/** The inverse applying the action to the test map gives. */
export function inverseOf(action: DocumentAction, map = incomingTestMap): DocumentAction {
  const result = applyAction(map, action);
  if (!result.ok) throw new Error(`expected ${action.type} to apply: ${result.error}`);
  return result.inverse;
}

function inverseOfType<T extends MapActionType>(action: DocumentAction, type: T) {
  const inverse = inverseOf(action);
  if (inverse.type !== type) throw new Error(`expected the inverse of ${action.type} to be ${type}`);
  return inverse as Extract<MapAction, { type: T }>;
}

const { deleteNodes, moveNodes, deleteConnections, changeConnectionType } = USER_EDIT_EXAMPLES;
const { deleteLevel, deleteTag, toggleNeighbourhood } = USER_EDIT_EXAMPLES;

/** One action of each type a client may not send: session actions, and the inverse-only ones as applying gives them. */
export const NOT_SENDABLE_EXAMPLES: {
  [T in Exclude<MapActionType, UserEditType>]: Extract<MapAction, { type: T }>;
} = {
  restoreNodes: inverseOfType(deleteNodes, 'restoreNodes'),
  setNodePositions: inverseOfType(moveNodes, 'setNodePositions'),
  restoreConnections: inverseOfType(deleteConnections, 'restoreConnections'),
  replaceConnection: inverseOfType(changeConnectionType, 'replaceConnection'),
  restoreLevel: inverseOfType(deleteLevel, 'restoreLevel'),
  restoreTag: inverseOfType(deleteTag, 'restoreTag'),
  restoreNeighbourhoods: inverseOfType(toggleNeighbourhood, 'restoreNeighbourhoods'),
  setSelection: { type: 'setSelection', nodeIds: ['a'] },
  setHighlighted: { type: 'setHighlighted', nodeIds: ['a'] },
  setCurrentLevel: { type: 'setCurrentLevel', levelId: 2 },
  hideAllNodes: { type: 'hideAllNodes' },
  showAllNodesExcept: { type: 'showAllNodesExcept', nodeIds: [] },
  showNodes: { type: 'showNodes', nodeIds: ['a'] },
  hideNodes: { type: 'hideNodes', nodeIds: ['a'] },
  selectConnection: { type: 'selectConnection', connectionId: null },
  jumpToLocation: { type: 'jumpToLocation', nodeIds: ['a'] },
  changeStrength: { type: 'changeStrength', nodeId: 'a', strength: 50 },
  setReplayState: {
    type: 'setReplayState',
    state: replayStateOf(createSession({ presented: NOTHING_PRESENTED })),
  },
};
