/**
 * Course authoring (issue 28): the author of the demo map makes a course of it, makes it public, builds
 * two modules holding a lesson, a quiz, a recall item and a flashcard item, moves the quiz above the
 * lesson from the keyboard, saves the map and, after a reload, finds the outline and the details kept.
 */
import type { Locator, Page } from '@playwright/test';
import { photosynthesisMap } from '../../server/demo/photosynthesisMap';
import { newQuestion } from '../../src/model/quiz/load';
import { solidPng } from '../support/images';
import { seriousViolations } from './axe';
import { MAP_LOAD_MS } from './canvas';
import { expect, test } from './fixtures';
import { createMap } from './mapApi';
import { signUpAndRegister, uniqueEmail } from './users';

/** The demo map with what a course needs and the demo lacks: a lesson presentation and a question. */
const courseMap = () => ({
  ...photosynthesisMap('demo'),
  presentations: [{ id: 'p-lesson', type: 'lesson', name: 'Light reactions lesson', sequence: [] }],
  questions: [
    {
      ...newQuestion('q-light'),
      prose: [{ type: 'paragraph', children: [{ text: 'What do plants need besides water?' }] }],
      validAnswers: [{ text: 'Sunlight', format: 'text' }],
    },
  ],
});

async function openCourseMenuEntry(page: Page, name: string) {
  await page.getByRole('button', { name: 'Course', exact: true }).click();
  await expect(page.getByRole('menu')).toBeFocused();
  await page.getByRole('menuitem', { name }).click();
}

/** The names on the outline's rows, in order (a module's items follow it). */
const rowsOf = (outline: Locator) => outline.getByTestId('outline-row-name');

async function addModule(page: Page, outline: Locator, name: string) {
  await outline.getByRole('button', { name: 'Add module' }).click();
  const form = page.getByRole('dialog', { name: 'New module' });
  await form.getByLabel('Module name').fill(name);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(outline.getByRole('button', { name: `Edit ${name}` })).toBeVisible();
}

async function addItemTo(page: Page, outline: Locator, moduleName: string, kind: string, title: string) {
  await outline.getByRole('button', { name: `Add item to ${moduleName}` }).click();
  await expect(page.getByRole('menu')).toBeFocused();
  await page.getByRole('menuitem', { name: kind, exact: true }).click();
  const form = page.getByRole('dialog', { name: title });
  await expect(form).toBeVisible();
  return form;
}

test('an author makes a course of the demo map, builds its outline, reorders it by keyboard, and keeps it', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await signUpAndRegister(page, request, uniqueEmail('course-author'), 'course author password');
  const { id: mapId } = await createMap(page, courseMap());
  await page.goto(`/app/${mapId}/edit`);
  await expect(page.getByTestId('operation-mode')).toHaveText('Edit', { timeout: MAP_LOAD_MS });

  // Make a course: it starts private and free.
  await openCourseMenuEntry(page, 'Make a course');
  const make = page.getByRole('dialog', { name: 'Make a course of this map' });
  await make.getByLabel('Course name').fill('Photosynthesis in two parts');
  await make.getByRole('button', { name: 'Make course' }).click();
  await expect(make).toBeHidden();

  // Its details: a description, a tag, public.
  await openCourseMenuEntry(page, 'Course details…');
  const details = page.getByRole('dialog', { name: 'Course details' });
  await expect(details.getByLabel('Name')).toHaveValue('Photosynthesis in two parts');
  await expect(details.getByRole('radio', { name: 'Private' })).toBeChecked();
  await details.getByLabel('Description').fill('How plants make sugar from light.');
  await expect(details.getByText('No thumbnail yet.')).toBeVisible();
  await details.getByLabel('Thumbnail').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: solidPng(320, 180, [0x2f, 0x85, 0x5a]),
  });
  await expect(details.getByRole('img', { name: 'The course thumbnail' })).toBeVisible();
  await details.getByPlaceholder('New tag').fill('biology');
  await details.getByRole('button', { name: 'Add tag' }).click();
  await expect(details.getByRole('button', { name: 'Remove tag biology' })).toBeVisible();
  // 'recommended' is for site administrators only.
  await expect(details.getByRole('button', { name: 'recommended' })).toHaveCount(0);
  await details.getByText('Public', { exact: true }).click();
  await expect(details.getByRole('radio', { name: 'Public', exact: true })).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details).toBeHidden();

  // The outline: the demo's two top-level items, then two modules with two items each.
  await openCourseMenuEntry(page, 'Course outline…');
  const outline = page.getByRole('dialog', { name: 'Course outline' });
  const rows = outline.getByTestId('outline-row');
  await expect(rows).toHaveCount(2);
  await addModule(page, outline, 'Light');
  await addModule(page, outline, 'Sugar');

  const lesson = await addItemTo(page, outline, 'Light', 'Lesson', 'New lesson');
  await lesson.getByLabel('Lesson presentation').selectOption({ label: 'Light reactions lesson' });
  await expect(lesson.getByLabel('Name')).toHaveValue('Light reactions lesson');
  await lesson.getByRole('button', { name: 'Save' }).click();
  await expect(lesson).toBeHidden();

  const quiz = await addItemTo(page, outline, 'Light', 'Quiz', 'New quiz');
  await quiz.getByLabel('Name').fill('Light check');
  // The outline's rules are told in the form: a quiz asks at least one question.
  await quiz.getByRole('button', { name: 'Save' }).click();
  await expect(quiz.getByTestId('outline-item-error')).toHaveText(
    "Quiz 'Light check' needs at least one question.",
  );
  await quiz.getByText('1. What do plants need besides water?').click();
  await quiz.getByText('Quiz: marks shown at the end').click();
  await quiz.getByRole('button', { name: 'Save' }).click();
  await expect(quiz).toBeHidden();

  const recall = await addItemTo(page, outline, 'Sugar', 'Recall item', 'New recall item');
  await recall.getByLabel('Name').fill('Outputs recalled');
  await recall.getByText('Outputs', { exact: true }).click();
  await recall.getByRole('button', { name: 'Save' }).click();
  await expect(recall).toBeHidden();

  const cards = await addItemTo(page, outline, 'Sugar', 'Flashcard item', 'New flashcard item');
  await cards.getByLabel('Name').fill('Sugar terms');
  await cards.getByText('Key terms', { exact: true }).click();
  await cards.getByRole('button', { name: 'Save' }).click();
  await expect(cards).toBeHidden();

  const built = [
    'Inputs and outputs',
    'Key terms',
    'Light',
    'Light reactions lesson',
    'Light check',
    'Sugar',
    'Outputs recalled',
    'Sugar terms',
  ];
  await expect(rows).toHaveCount(8);
  await expect(rowsOf(outline)).toHaveText(built);

  // From the keyboard: the quiz moves above the lesson, and keeps the focus on its button.
  const moveUp = outline.getByRole('button', { name: 'Move Light check up' });
  await moveUp.focus();
  await page.keyboard.press('Enter');
  const reordered = [...built.slice(0, 3), 'Light check', 'Light reactions lesson', ...built.slice(5)];
  await expect(rowsOf(outline)).toHaveText(reordered);
  await expect(moveUp).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await outline.getByRole('button', { name: 'Close' }).click();
  await expect(outline).toBeHidden();

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('save-state')).toHaveText('Saved', { timeout: MAP_LOAD_MS });

  // Stored: the outline with the map, the details with the course.
  await page.reload();
  await expect(page.getByTestId('operation-mode')).toHaveText('Edit', { timeout: MAP_LOAD_MS });
  await openCourseMenuEntry(page, 'Course outline…');
  await expect(rowsOf(outline)).toHaveText(reordered);
  await outline.getByRole('button', { name: 'Close' }).click();
  await openCourseMenuEntry(page, 'Course details…');
  await expect(details.getByRole('radio', { name: 'Public', exact: true })).toBeChecked();
  await expect(details.getByLabel('Description')).toHaveValue('How plants make sugar from light.');
  await expect(details.getByRole('button', { name: 'Remove tag biology' })).toBeVisible();
  await expect(details.getByRole('img', { name: 'The course thumbnail' })).toHaveAttribute(
    'src',
    /\/a\/media\/courses\/[^/]+\/thumbnail/,
  );
});
