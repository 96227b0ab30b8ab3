/**
 * A small map for the recall and flashcard tests (issue 27): nodes on two levels, tagged, one with two
 * flashcard elements in its prose, one with a blank title, and a course with a recall item and a
 * flashcard item.
 */
import { json } from '../../server/db/json';
import { flashcardElement } from '../../src/model/richText/elements';
import { insertMap, type SignedInUser, shareMap, signedInUser } from './accounts';
import { TEST_AUTH_ENV } from './httpClient';
import { startTestServer, type TestServer } from './testServer';

const at = (...levelIds: number[]) => levelIds.map((levelId) => ({ levelId, position: { x: 0, y: 0 } }));

export const PRACTICE_NODES = {
  light: { id: 'nodeLight1', title: 'Sunlight' },
  water: { id: 'nodeWater1', title: 'Water' },
  glucose: { id: 'nodeGluco1', title: 'Glucose' },
  oxygen: { id: 'nodeOxyge1', title: 'Oxygen' },
  blank: { id: 'nodeBlank1', title: '  ' },
} as const;

export const RECALL_ITEM_ID = 'itemRecal1';
export const FLASHCARD_ITEM_ID = 'itemCards1';
/** The cards the map has: two flashcard elements of Sunlight, and Glucose through the flashcard item. */
export const PRACTICE_CARDS = {
  lightFirst: `card:0:${PRACTICE_NODES.light.id}`,
  lightSecond: `card:1:${PRACTICE_NODES.light.id}`,
  glucose: `node:${PRACTICE_NODES.glucose.id}`,
} as const;

const { light, water, glucose, oxygen, blank } = PRACTICE_NODES;

export const PRACTICE_MAP = {
  name: 'Practice map',
  levels: [
    { id: 1, description: 'Main' },
    { id: 2, description: 'Detail' },
  ],
  tags: [
    { id: 'tagInput01', description: 'Input' },
    { id: 'tagOutput1', description: 'Output' },
  ],
  nodes: [
    {
      ...light,
      levels: at(1, 2),
      tags: ['tagInput01'],
      prose: [
        { type: 'paragraph', children: [{ text: 'Light drives photosynthesis.' }] },
        flashcardElement('Where does the energy come from?', 'Sunlight'),
        flashcardElement('What absorbs light?', 'Chlorophyll'),
      ],
    },
    { ...water, levels: at(1), tags: ['tagInput01'] },
    { ...glucose, levels: at(1, 2), tags: ['tagOutput1'] },
    { ...oxygen, levels: at(1), tags: [] },
    { ...blank, levels: at(1), tags: ['tagInput01'] },
  ],
  connections: [],
  courseItems: [
    { id: RECALL_ITEM_ID, type: 'recall', name: 'Inputs', tags: ['tagInput01'] },
    { id: FLASHCARD_ITEM_ID, type: 'flashcard', name: 'Key terms', tags: ['tagOutput1'] },
  ],
};

/** Stores the practice map as the map's document, directly. */
export async function storePracticeMap(t: Pick<TestServer, 'database'>, mapId: string): Promise<void> {
  await t.database.db
    .updateTable('maps')
    .set({ document: json(PRACTICE_MAP) })
    .where('id', '=', mapId)
    .execute();
}

/** How many rows a table holds. */
export async function rowCount(
  t: Pick<TestServer, 'database'>,
  table: 'recallResults' | 'flashcardStates' | 'flashcardReviews',
): Promise<number> {
  const row = await t.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A server with the practice map: its owner, two learners it is shared with at view, and a stranger. */
export interface PracticeServer {
  t: TestServer;
  owner: SignedInUser;
  learner: SignedInUser;
  other: SignedInUser;
  stranger: SignedInUser;
  mapId: string;
}

export async function startPracticeServer(): Promise<PracticeServer> {
  const t = await startTestServer(TEST_AUTH_ENV);
  const [owner, learner, other, stranger] = await Promise.all([
    signedInUser(t, { username: 'olive@teachers.org' }),
    signedInUser(t, { username: 'lena@school.org' }),
    signedInUser(t, { username: 'otto@school.org' }),
    signedInUser(t, { username: 'sam@elsewhere.org' }),
  ]);
  const mapId = await insertMap(t, owner.id, 'Photosynthesis');
  await storePracticeMap(t, mapId);
  await shareMap(t, mapId, learner.id, 'view');
  await shareMap(t, mapId, other.id, 'view');
  return { t, owner, learner, other, stranger, mapId };
}
