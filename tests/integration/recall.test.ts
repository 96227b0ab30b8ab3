/**
 * Recall results against the real server (issue 27): a learner saves the result of a recall session on a
 * map they may see, for the whole map, one level or one recall item; the server names the scope's nodes
 * and their titles from the stored map, refuses nodes, levels and items the map does not have (storing
 * nothing), and answers each learner only their own results.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAP_MESSAGES } from '../../server/maps/messages';
import { MAX_RECALLED_NODE_IDS } from '../../server/recall/results';
import { RECALL_LIMITS } from '../../src/model/recall/constants';
import { RECALL_MESSAGES } from '../../src/model/recall/messages';
import { anonymousGql, type SignedInUser } from '../support/accounts';
import { PRACTICE_NODES, RECALL_ITEM_ID, rowCount, startPracticeServer } from '../support/practiceMap';
import type { TestServer } from '../support/testServer';

const RESULT = `id mapId itemId category summary { matches available } durationMs createdAt
  details { recalledNodes { id title } missedNodes { id title } restrictToLevelId }`;
const SAVE = `mutation($r: RecallResultInput!) { saveRecallResult(result: $r) { ${RESULT} } }`;
const LIST = `query($m: ID!) { recallResults(mapId: $m) { ${RESULT} } }`;

type RecallNode = { id: string; title: string };
type Result = {
  id: string;
  mapId: string;
  itemId: string | null;
  category: string;
  summary: { matches: number; available: number };
  durationMs: number;
  createdAt: string;
  details: { recalledNodes: RecallNode[]; missedNodes: RecallNode[]; restrictToLevelId: number | null };
};
type Refused = { errors?: { message: string; extensions?: { code?: string } }[] };

const { light, water, glucose, oxygen } = PRACTICE_NODES;

let t: TestServer;
let owner: SignedInUser;
let learner: SignedInUser;
let other: SignedInUser;
let stranger: SignedInUser;
let mapId: string;

type Input = {
  mapId?: string;
  levelId?: number | null;
  itemId?: string | null;
  recalledNodeIds: string[];
  durationMs?: number;
};
const save = (user: SignedInUser, input: Input) =>
  user.gql<{ saveRecallResult: Result }>(SAVE, { r: { mapId, durationMs: 61_000, ...input } });
const list = (user: SignedInUser, id = mapId) => user.gql<{ recallResults: Result[] }>(LIST, { m: id });
const refusal = (result: Refused) => ({
  code: result.errors?.[0]?.extensions?.code,
  message: result.errors?.[0]?.message,
});
const byId = (nodes: readonly RecallNode[]) => [...nodes].sort((a, b) => a.id.localeCompare(b.id));

beforeAll(async () => {
  ({ t, owner, learner, other, stranger, mapId } = await startPracticeServer());
});
afterAll(() => t?.stop());

describe('saveRecallResult', () => {
  it('names the whole map’s titled nodes, recalled and missed, with their titles on the map', async () => {
    const { data, errors } = await save(learner, { recalledNodeIds: [water.id, light.id] });
    expect(errors).toBeUndefined();
    const result = data?.saveRecallResult;
    expect(result).toMatchObject({
      mapId,
      itemId: null,
      category: 'recall',
      summary: { matches: 2, available: 4 },
      durationMs: 61_000,
      details: { restrictToLevelId: null },
    });
    expect(byId(result?.details.recalledNodes ?? [])).toEqual(byId([light, water]));
    expect(byId(result?.details.missedNodes ?? [])).toEqual(byId([glucose, oxygen]));
    expect(Date.parse(result?.createdAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('restricts a level’s session to the nodes on that level', async () => {
    const { data, errors } = await save(learner, { levelId: 2, recalledNodeIds: [glucose.id] });
    expect(errors).toBeUndefined();
    expect(data?.saveRecallResult).toMatchObject({
      itemId: null,
      summary: { matches: 1, available: 2 },
      details: { recalledNodes: [glucose], missedNodes: [light], restrictToLevelId: 2 },
    });
  });

  it('takes a recall item’s nodes, those with any of its tags', async () => {
    const { data, errors } = await save(learner, { itemId: RECALL_ITEM_ID, recalledNodeIds: [] });
    expect(errors).toBeUndefined();
    const result = data?.saveRecallResult;
    expect(result).toMatchObject({
      itemId: RECALL_ITEM_ID,
      summary: { matches: 0, available: 2 },
      details: { recalledNodes: [], restrictToLevelId: null },
    });
    expect(byId(result?.details.missedNodes ?? [])).toEqual(byId([light, water]));
  });

  it('refuses, storing nothing, nodes, levels and items the map does not have and input out of range', async () => {
    const before = await rowCount(t, 'recallResults');
    const refusals = [
      [{ recalledNodeIds: ['nodeNowher'] }, RECALL_MESSAGES.notInScope('nodeNowher')],
      // On the map, but not the scope's: Glucose lacks the item's tags, Water is not on level 2, and a
      // node with a blank title is never one to name.
      [{ itemId: RECALL_ITEM_ID, recalledNodeIds: [glucose.id] }, RECALL_MESSAGES.notInScope(glucose.id)],
      [{ levelId: 2, recalledNodeIds: [water.id] }, RECALL_MESSAGES.notInScope(water.id)],
      [{ recalledNodeIds: [PRACTICE_NODES.blank.id] }, RECALL_MESSAGES.notInScope(PRACTICE_NODES.blank.id)],
      [{ levelId: 99, recalledNodeIds: [] }, RECALL_MESSAGES.levelNotFound],
      [{ itemId: 'itemNowher', recalledNodeIds: [] }, RECALL_MESSAGES.itemNotFound],
    ] as const;
    for (const [input, message] of refusals) {
      expect(
        refusal(await save(learner, { ...input, recalledNodeIds: [...input.recalledNodeIds] })),
        JSON.stringify(input),
      ).toEqual({
        code: 'BAD_USER_INPUT',
        message,
      });
    }
    const outOfRange: [Input, string][] = [
      [{ levelId: 2, itemId: RECALL_ITEM_ID, recalledNodeIds: [] }, 'not both'],
      [{ recalledNodeIds: [], durationMs: -1 }, RECALL_MESSAGES.durationOutOfRange],
      [
        { recalledNodeIds: [], durationMs: RECALL_LIMITS.maxDurationMs + 1 },
        RECALL_MESSAGES.durationOutOfRange,
      ],
      [
        { recalledNodeIds: Array.from({ length: MAX_RECALLED_NODE_IDS + 1 }, (_, i) => `n${i}`) },
        'recalledNodeIds',
      ],
    ];
    for (const [input, message] of outOfRange) {
      const refused = refusal(await save(learner, input));
      expect(refused.code, message).toBe('BAD_USER_INPUT');
      expect(refused.message).toContain(message);
    }
    expect(await rowCount(t, 'recallResults')).toBe(before);
  });

  it('answers a map the user may not see as a missing one, and asks for a sign-in', async () => {
    const before = await rowCount(t, 'recallResults');
    expect(refusal(await save(stranger, { recalledNodeIds: [light.id] }))).toEqual({
      code: 'NOT_FOUND',
      message: MAP_MESSAGES.notFound,
    });
    expect(refusal(await save(learner, { mapId: 'nosuchmap1', recalledNodeIds: [] }))).toEqual({
      code: 'NOT_FOUND',
      message: MAP_MESSAGES.notFound,
    });
    const anonymous = await anonymousGql(t, SAVE, { r: { mapId, recalledNodeIds: [], durationMs: 1 } });
    expect(refusal(anonymous as Refused).code).toBe('UNAUTHENTICATED');
    expect(await rowCount(t, 'recallResults')).toBe(before);
  });
});

describe('recallResults', () => {
  it('answers each learner their own results only, newest first', async () => {
    const mine = (await list(learner)).data?.recallResults ?? [];
    expect(mine.map((result) => [result.itemId, result.details.restrictToLevelId])).toEqual([
      [RECALL_ITEM_ID, null],
      [null, 2],
      [null, null],
    ]);
    expect(mine[2]?.summary).toEqual({ matches: 2, available: 4 });
    expect(byId(mine[2]?.details.missedNodes ?? [])).toEqual(byId([glucose, oxygen]));

    expect((await save(other, { recalledNodeIds: [oxygen.id] })).errors).toBeUndefined();
    const theirs = (await list(other)).data?.recallResults ?? [];
    expect(theirs.map((result) => result.summary)).toEqual([{ matches: 1, available: 4 }]);
    expect((await list(owner)).data?.recallResults).toEqual([]);
    expect((await list(learner)).data?.recallResults).toHaveLength(3);
  });

  it('refuses a map the user may not see as a missing one', async () => {
    expect(refusal(await list(stranger))).toEqual({ code: 'NOT_FOUND', message: MAP_MESSAGES.notFound });
    expect(refusal((await anonymousGql(t, LIST, { m: mapId })) as Refused).code).toBe('UNAUTHENTICATED');
  });
});
