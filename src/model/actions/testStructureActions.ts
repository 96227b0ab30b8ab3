/**
 * Test helpers (not exported from the library): fast-check generators of the structure actions (levels,
 * tags, visibility, neighbourhoods, selection, arrangement, bounds, map settings) aimed at a generated map, for the properties in apply.test.ts.
 */
import fc from 'fast-check';
import type { Position } from '../map/bounds';
import { ALIGNMENT_OPTIONS, CONNECTION_TYPES, type ConnectionType, VISIBILITIES } from '../map/constants';
import type { MapDocument } from '../map/types';
import { newPresentation } from '../presentation/load';
import { newQuestion, storeQuestion } from '../quiz/load';
import type { DocumentAction } from './types';

export interface StructureSeeds {
  nodeId: fc.Arbitrary<string>;
  levelId: fc.Arbitrary<number>;
  position: fc.Arbitrary<Position>;
}

const tagId = fc.constantFrom('t1', 't2', 't3');
/** An anchor in the tag list: first, or after a tag (t3 is now and then missing). */
const tagAnchor = fc.constantFrom(null, 't1', 't2', 't3');

export function structureActions(map: MapDocument, seeds: StructureSeeds): fc.Arbitrary<DocumentAction>[] {
  const { nodeId, levelId, position } = seeds;
  const nodeIds = map.nodes.map((node) => node.id);
  const bound = fc.integer({ min: -9000, max: 9000 });
  return [
    fc
      .record({
        arrangement: fc.constantFrom(...ALIGNMENT_OPTIONS),
        moves: fc.array(fc.record({ nodeId, levelId, position }), { maxLength: 3 }),
      })
      .map((s): DocumentAction => ({ type: 'arrangeNodes', ...s })),
    fc
      .record({ minX: bound, minY: bound, maxX: bound, maxY: bound })
      .map((bounds): DocumentAction => ({ type: 'setWorkspaceBounds', bounds })),
    fc
      .record({ nodeId, title: fc.string({ maxLength: 8 }) })
      .map((s): DocumentAction => ({ type: 'setNodeTitle', typing: true, ...s })),
    fc
      .constantFrom(2, 4)
      .map((id): DocumentAction => ({ type: 'createLevel', level: { id, description: `Level ${id}` } })),
    levelId.map((id): DocumentAction => ({ type: 'deleteLevel', levelId: id })),
    fc
      .record({ levelId, description: fc.constantFrom('Renamed', 'Other', ' ') })
      .map((s): DocumentAction => ({ type: 'renameLevel', ...s })),
    fc
      .record({
        levelId,
        backgroundImage: fc.constantFrom(undefined, '/a/media/Background1', '/a/media/Background2', ' '),
      })
      .map((s): DocumentAction => ({ type: 'setLevelBackground', ...s })),
    fc
      .record({ levelId, joins: fc.array(fc.record({ nodeId, position }), { maxLength: 3 }) })
      .map((s): DocumentAction => ({ type: 'joinNodesToLevel', ...s })),
    fc
      .record({ levelId, nodeIds: fc.subarray(nodeIds) })
      .map((s): DocumentAction => ({ type: 'removeNodesFromLevel', ...s })),
    fc
      .record({ levelId, after: fc.option(levelId, { nil: null }) })
      .map((s): DocumentAction => ({ type: 'moveLevel', ...s })),
    tagId.map((id): DocumentAction => ({ type: 'createTag', tag: { id, description: id, selected: false } })),
    tagId.map((id): DocumentAction => ({ type: 'deleteTag', tagId: id })),
    fc.record({ nodeId, tagId, tagged: fc.boolean(), after: fc.option(tagAnchor, { nil: undefined }) }).map(
      (s): DocumentAction => ({
        type: 'setNodeTag',
        nodeId: s.nodeId,
        tagId: s.tagId,
        tagged: s.tagged,
        ...(s.after === undefined ? {} : { after: s.after }),
      }),
    ),
    fc.record({ tagId, after: tagAnchor }).map((s): DocumentAction => ({ type: 'moveTag', ...s })),
    fc
      .record({ nodeIds: fc.array(nodeId, { maxLength: 3 }), visibility: fc.constantFrom(...VISIBILITIES) })
      .map((s): DocumentAction => ({ type: 'setNodeVisibility', ...s })),
    fc
      .record({
        nodeId,
        showAscendants: fc.option(fc.boolean(), { nil: undefined }),
        showDescendants: fc.option(fc.boolean(), { nil: undefined }),
      })
      .map(
        (s): DocumentAction => ({
          type: 'setNodeExpansion',
          nodeId: s.nodeId,
          ...(s.showAscendants === undefined ? {} : { showAscendants: s.showAscendants }),
          ...(s.showDescendants === undefined ? {} : { showDescendants: s.showDescendants }),
        }),
      ),
    fc
      .record({ neighbourhoodId: fc.constantFrom('h1', 'h2', 'h3'), nodeId })
      .map((s): DocumentAction => ({ type: 'toggleNeighbourhood', ...s })),
    fc
      .record(
        {
          positiveTruthColour: settingColour,
          negativeTruthColour: settingColour,
          neutralTruthColour: settingColour,
          // Now and then a type that does not exist, which is refused.
          defaultConnectionType: fc.constantFrom(...CONNECTION_TYPES, 99 as ConnectionType),
        },
        { requiredKeys: [] },
      )
      .map((settings): DocumentAction => ({ type: 'setMapSettings', settings })),
    // Saving a presentation, now and then deleting one, which the map may not have.
    fc.record({ presentationId: fc.constantFrom('p1', 'p2'), saved: fc.boolean() }).map(
      ({ presentationId, saved }): DocumentAction => ({
        type: 'setPresentation',
        presentationId,
        presentation: saved ? newPresentation(presentationId) : null,
      }),
    ),
    // Saving a recall item, now and then deleting one, which the map may not have.
    fc.record({ itemId: fc.constantFrom('r1', 'r2'), saved: fc.boolean() }).map(
      ({ itemId, saved }): DocumentAction => ({
        type: 'setCourseItem',
        itemId,
        item: saved ? { id: itemId, type: 'recall', name: 'Recall', tags: ['t1'] } : null,
      }),
    ),
    // Saving a module, now and then with a recall item in it (refused once tag t1 is deleted).
    fc.boolean().map(
      (withItem): DocumentAction => ({
        type: 'setCourseItem',
        itemId: 'm1',
        item: {
          id: 'm1',
          type: 'module',
          name: 'Module',
          items: withItem ? [{ id: 'r3', type: 'recall', name: 'Inside', tags: ['t1'] }] : [],
        },
      }),
    ),
    // Moving an entry within or between lists, now and then one the outline lacks, or a module into one.
    fc
      .record({
        itemId: fc.constantFrom('r1', 'r2', 'r3', 'm1'),
        moduleId: fc.constantFrom(null, 'm1'),
        after: fc.constantFrom(null, 'r1', 'r2', 'r3', 'm1'),
      })
      .map((s): DocumentAction => ({ type: 'moveCourseItem', ...s })),
    // Saving the questions, now and then with one twice, which is refused.
    fc.subarray(['q1', 'q2', 'q3', 'q1']).map(
      (ids): DocumentAction => ({
        type: 'setQuestions',
        questions: ids.map((id) => storeQuestion(newQuestion(id))),
      }),
    ),
  ];
}

/** A truth colour, now and then a colour name, which is refused. */
const settingColour = fc.constantFrom('#112233', '#abcdef', '#00ff00', 'green');
