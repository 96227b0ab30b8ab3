/**
 * A small course for the course specs (issue 28): a map of two nodes with three lessons in a module, a
 * quiz of one question and a recall item, made public by a new author through the app's own GraphQL.
 */
import type { Page } from '@playwright/test';
import { newQuestion } from '../../src/model/quiz/load';
import { createCourse } from './courseApi';
import { createMap, saveMap } from './mapApi';

const at = (x: number) => [{ levelId: 1, position: { x, y: 0 } }];
const text = (value: string) => ({ text: value });
const paragraph = (...children: object[]) => [{ type: 'paragraph', children }];

/** A lesson revealing one node after the other, without media. */
const lesson = (id: string, name: string) => ({
  id,
  name,
  type: 'lesson',
  sequence: [
    { action: { type: 'hideAllNodes' }, timeSync: { timestamp: 0 } },
    { action: { type: 'showNodes', nodeIds: ['n1'] }, timeSync: { timestamp: 500 } },
  ],
  videos: [],
  media: null,
  questionId: null,
  playbackSpeed: 1,
  videoShow: 'Video auto',
  muted: false,
});

const courseMap = {
  name: 'Tides course map',
  nodes: [
    { id: 'n1', title: 'The moon pulls the sea', levels: at(0), tags: ['t-tides'] },
    { id: 'n2', title: 'Two tides a day', levels: at(300), tags: ['t-tides'] },
  ],
  connections: [{ id: 'c12', from: 'n1', to: 'n2' }],
  tags: [{ id: 't-tides', name: 'Tides' }],
  presentations: [
    lesson('p-one', 'What tides are'),
    lesson('p-two', 'Why two a day'),
    lesson('p-three', 'Spring tides'),
  ],
  questions: [
    {
      ...newQuestion('q-moon'),
      answerType: 1,
      prose: paragraph(text('What pulls the sea?')),
      validAnswers: [{ text: 'moon', format: 'text' }],
      answerSimilarity: 2,
    },
  ],
  courseItems: [
    {
      id: 'm-basics',
      type: 'module',
      name: 'Basics',
      items: [
        { id: 'i-one', type: 'lesson', name: 'What tides are', presentationId: 'p-one' },
        { id: 'i-two', type: 'lesson', name: 'Why two a day', presentationId: 'p-two' },
        { id: 'i-three', type: 'lesson', name: 'Spring tides', presentationId: 'p-three' },
      ],
    },
    {
      id: 'i-quiz',
      type: 'quiz',
      name: 'Tides quiz',
      questions: ['q-moon'],
      settings: { answerMode: 'Exercise', enableRedo: true },
    },
    { id: 'i-recall', type: 'recall', name: 'Recall the tides', tags: ['t-tides'] },
  ],
};

export const TIDES_COURSE = 'Tides for beginners';

/**
 * A public course of the map above made by `author` (a new user's page), named TIDES_COURSE unless `name`
 * is given, free unless `price` is, with `extraItems` after its outline; answers its id.
 */
export async function tidesCourse(
  author: Page,
  options: { name?: string; price?: { amount: number; currency: string }; extraItems?: object[] } = {},
): Promise<string> {
  const { id: mapId, version } = await createMap(author, { name: courseMap.name });
  await saveMap(author, mapId, version, {
    ...courseMap,
    courseItems: [...courseMap.courseItems, ...(options.extraItems ?? [])],
  });
  return createCourse(author, mapId, {
    name: options.name ?? TIDES_COURSE,
    description: 'Why the sea comes and goes.',
    tags: ['oceans'],
    access: 'public',
    price: options.price ?? null,
    allowCopies: false,
  });
}
