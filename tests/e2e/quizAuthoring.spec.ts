/**
 * Writing a map's questions (spec 3 sections 4.5, 5.2 and 5.5) as a new author would: open Edit questions
 * from the map, meet each validity message in the spec's words and clear it, take recall nodes from the
 * map, reorder and delete, save, reload, and be warned when leaving with unsaved changes.
 */
import type { Locator, Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { cameraOf, MAP_LOAD_MS, onPage } from './canvas';
import { expect, test } from './fixtures';
import { createMap } from './mapApi';
import { DEMO_USER, dashboardLoaded, logIn } from './users';

const at = (x: number) => [{ levelId: 1, position: { x, y: 0 } }];
const quizMap = {
  name: 'Quiz map',
  nodes: [
    { id: 'n1', title: 'Sun', levels: at(0) },
    { id: 'n2', title: 'Leaf', levels: at(250) },
    { id: 'n3', title: 'Root', levels: at(500) },
  ],
  connections: [],
};

/** Clicks the node drawn at map point `world` (its top-left corner), a little inside it. */
async function clickNode(page: Page, canvas: Locator, world: { x: number; y: number }, shift = false) {
  const point = await onPage(canvas, await cameraOf(canvas), { x: world.x + 20, y: world.y + 20 });
  if (shift) await page.keyboard.down('Shift');
  await page.mouse.click(point.x, point.y);
  if (shift) await page.keyboard.up('Shift');
}

/** The question list as `type: text` lines, in order. */
async function listed(page: Page): Promise<string[]> {
  return page.getByTestId('question-entry').evaluateAll((items) =>
    items.map((item) => {
      const text = (id: string) => item.querySelector(`[data-testid="${id}"]`)?.textContent ?? '';
      return `${text('question-type')}: ${text('question-text')}`;
    }),
  );
}

/** Types `text` into the rich-text editor named `name`. */
async function typeInto(page: Page, name: string, text: string) {
  const editor = page.getByRole('textbox', { name, exact: true });
  await editor.click();
  await page.keyboard.type(text);
  await expect(editor).toContainText(text);
}

test('an author writes questions, meets each validity message, saves, reloads and is warned on leaving', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logIn(page, DEMO_USER.email, DEMO_USER.password);
  await dashboardLoaded(page);
  const { id: mapId } = await createMap(page, quizMap);

  // From the map: no questions to answer yet; Edit questions opens a new one.
  await page.goto(`/app/${mapId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Quiz map' })).toBeVisible({
    timeout: MAP_LOAD_MS,
  });
  await page.getByRole('button', { name: 'Questions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Answer questions' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await page.getByRole('menuitem', { name: 'Edit questions' }).click();
  await expect(page.getByTestId('operation-mode')).toHaveText('Edit questions', { timeout: MAP_LOAD_MS });
  await expect(page).toHaveURL(new RegExp(`/app/${mapId}/quiz/(?!new)\\w+/edit$`));
  const problem = page.getByTestId('question-problem');
  const state = page.getByTestId('questions-state');

  // 1. Short text without a valid answer: unmarked, and Save is refused saying which and why.
  await typeInto(page, 'Question text', 'Capital of France?');
  await expect(problem).toHaveText('Unmarked question');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(state).toHaveText('Question 1: Unmarked question');
  await page.getByRole('button', { name: 'Add valid answer' }).click();
  await page.getByRole('textbox', { name: 'Valid answer 1' }).fill('Paris');
  await expect(problem).toBeHidden();
  await expect(state).toHaveText('Unsaved changes');

  // 2. Multiple choice with only a wrong option: no correct answer.
  await page.getByRole('button', { name: 'Add question' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Question 2' })).toBeVisible();
  await page.getByLabel('Answer type').selectOption({ label: 'Multiple choice' });
  await typeInto(page, 'Question text', 'Largest planet?');
  await page.getByRole('button', { name: 'Add option' }).click();
  await page.getByRole('textbox', { name: 'Option 1' }).fill('Mars');
  // By keyboard: the box takes the focus and Space ticks it.
  const wrong = page.getByRole('checkbox', { name: 'Option 1: Wrong option' });
  await wrong.focus();
  await page.keyboard.press('Space');
  await expect(wrong).toBeChecked();
  await expect(problem).toContainText('Answers Invalid');
  await expect(problem).toContainText('Correct answer not specified');
  await page.getByRole('button', { name: 'Add option' }).click();
  await page.getByRole('textbox', { name: 'Option 2' }).fill('Jupiter');
  await expect(problem).toBeHidden();

  // 3. Recall with no nodes; then the nodes selected on the map.
  await page.getByRole('button', { name: 'Add question' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Question 3' })).toBeVisible();
  await page.getByLabel('Answer type').selectOption({ label: 'Recall' });
  await typeInto(page, 'Question text', 'Name the parts');
  await expect(problem).toHaveText('No Recall nodes specified');
  const canvas = page.getByRole('application', { name: 'Map Quiz map' });
  await clickNode(page, canvas, { x: 0, y: 0 });
  await expect(page.getByTestId('selected-count')).toHaveText('1 node selected');
  await clickNode(page, canvas, { x: 250, y: 0 }, true);
  await expect(page.getByTestId('selected-count')).toHaveText('2 nodes selected');
  await page.getByRole('button', { name: 'Use selected nodes' }).click();
  await expect(page.getByTestId('recall-node')).toHaveText([/^Sun/, /^Leaf/]);
  await page.getByLabel('Leaf: required or optional').selectOption('optional');
  await expect(problem).toBeHidden();

  // Reorder: the recall question up; a fourth, blank, deleted after the confirm.
  await page.getByRole('button', { name: 'Move question 3 up' }).click();
  await expect
    .poll(() => listed(page))
    .toEqual([
      'Short text: Capital of France?',
      'Recall: Name the parts',
      'Multiple choice: Largest planet?',
    ]);
  await page.getByRole('button', { name: 'Add question' }).click();
  await expect(page.getByTestId('question-entry')).toHaveCount(4);
  await page.getByRole('button', { name: 'Delete question 4' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Question 4 will be deleted');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('question-entry')).toHaveCount(3);

  // Saved with the map; a reload finds them as saved.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(state).toHaveText('Saved', { timeout: MAP_LOAD_MS });
  const saved = await listed(page);
  await page.reload();
  await expect(page.getByTestId('operation-mode')).toHaveText('Edit questions', { timeout: MAP_LOAD_MS });
  await expect.poll(() => listed(page)).toEqual(saved);
  await page.getByTestId('question-entry').nth(1).getByRole('button').first().click();
  await expect(page.getByRole('heading', { level: 2, name: 'Question 2' })).toBeVisible();
  await expect(page.getByTestId('recall-node')).toHaveText([/^Sun/, /^Leaf/]);
  await expect(page.getByLabel('Leaf: required or optional')).toHaveValue('optional');
  await page.getByTestId('question-entry').nth(2).getByRole('button').first().click();
  await expect(page.getByRole('textbox', { name: 'Option 1' })).toHaveValue('Mars');
  await expect(page.getByRole('checkbox', { name: 'Option 1: Wrong option' })).toBeChecked();
  await expect(state).toHaveText('');
  expect(await seriousViolations(page)).toEqual([]);

  // Leaving with an unsaved change asks first, in the spec's words.
  await page.getByText('Required', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Required' })).toBeChecked();
  await expect(state).toHaveText('Unsaved changes');
  await page.getByRole('link', { name: 'Back to map' }).click();
  const guard = page.getByRole('alertdialog');
  await expect(guard).toContainText('Lesson questions have unsaved changes.');
  await guard.getByRole('button', { name: 'Cancel' }).click();
  await expect(guard).toBeHidden();
  await expect(page).toHaveURL(/\/quiz\/\w+\/edit$/);
  await page.getByRole('link', { name: 'Back to map' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/${mapId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Quiz map' })).toBeVisible({
    timeout: MAP_LOAD_MS,
  });
});

/** Inserts a quiz field of `inputType` where the cursor is in the question's text; answers its id. */
async function insertQuizField(page: Page, inputType: 'Text' | 'Number'): Promise<string> {
  const fields = page.locator('[data-quiz-field]');
  const before = await fields.count();
  await page.getByRole('button', { name: 'Insert' }).first().click();
  await page.getByRole('menuitem', { name: 'Quiz field' }).click();
  const dialog = page.getByRole('dialog', { name: 'Insert a quiz field' });
  await dialog.getByLabel('Answer type').selectOption({ label: inputType });
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();
  await expect(fields).toHaveCount(before + 1);
  return (await fields.nth(before).getAttribute('data-quiz-field')) ?? '';
}

test('an author writes a number question (decimal places, a range) and a multi-field one naming its quiz fields', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logIn(page, DEMO_USER.email, DEMO_USER.password);
  await dashboardLoaded(page);
  const { id: mapId } = await createMap(page, quizMap);

  // The map has no questions: /quiz/new/edit makes the first.
  await page.goto(`/app/${mapId}/quiz/new/edit`);
  await expect(page.getByTestId('operation-mode')).toHaveText('Edit questions', { timeout: MAP_LOAD_MS });
  await expect(page).toHaveURL(new RegExp(`/app/${mapId}/quiz/(?!new)\\w+/edit$`));
  await page.getByLabel('Answer type').selectOption({ label: 'Number' });
  await typeInto(page, 'Question text', 'Pi to two places?');
  await page.getByRole('button', { name: 'Add valid answer' }).click();
  const value = page.getByRole('textbox', { name: 'Valid answer 1' });
  await value.fill('3.1x');
  await expect(page.getByText('Only numbers can be used')).toBeVisible();
  await value.fill('3.14159');
  await expect(page.getByText('Only numbers can be used')).toBeHidden();
  await page.getByLabel('Decimal places of valid answer 1').selectOption({ label: '2 decimal places' });
  await page.getByRole('button', { name: 'Add valid answer' }).click();
  await page.getByLabel('Format of valid answer 2').selectOption({ label: 'Number range' });
  await page.getByRole('textbox', { name: 'From (valid answer 2)' }).fill('3');
  await page.getByRole('textbox', { name: 'To (valid answer 2)' }).fill('3.2');
  await page.getByRole('textbox', { name: 'Answer suffix (shown after the answer, e.g. kg)' }).fill('units');
  await expect(page.getByTestId('question-problem')).toBeHidden();

  // Multiple fields: the valid answers name the quiz fields put in the question's text.
  await page.getByRole('button', { name: 'Add question' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Question 2' })).toBeVisible();
  await page.getByLabel('Answer type').selectOption({ label: 'Multiple fields' });
  await typeInto(page, 'Question text', 'Water is ');
  const wet = await insertQuizField(page, 'Text');
  const boils = await insertQuizField(page, 'Number');
  await page.getByRole('button', { name: 'Add valid answer' }).click();
  const field1 = page.getByLabel('Quiz field of valid answer 1');
  await expect(field1.locator('option')).toHaveText([`Field 1 (${wet})`, `Field 2 (${boils})`]);
  await expect(field1).toHaveValue(wet);
  await page.getByRole('textbox', { name: 'Valid answer 1' }).fill('wet');
  await page.getByRole('button', { name: 'Add valid answer' }).click();
  await page.getByLabel('Quiz field of valid answer 2').selectOption(boils);
  await page.getByLabel('Format of valid answer 2').selectOption({ label: 'Number' });
  await page.getByRole('textbox', { name: 'Valid answer 2' }).fill('100');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('questions-state')).toHaveText('Saved', { timeout: MAP_LOAD_MS });
  await page.reload();
  await expect(page.getByTestId('operation-mode')).toHaveText('Edit questions', { timeout: MAP_LOAD_MS });
  // The route still names the question shown when saving: the second.
  await expect(page.getByRole('heading', { level: 2, name: 'Question 2' })).toBeVisible();
  await expect(page.getByLabel('Quiz field of valid answer 1')).toHaveValue(wet);
  await expect(page.getByLabel('Quiz field of valid answer 2')).toHaveValue(boils);
  await expect(page.getByRole('textbox', { name: 'Valid answer 2' })).toHaveValue('100');
  await expect(page.locator('[data-quiz-field]')).toHaveCount(2);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('question-entry').nth(0).getByRole('button').first().click();
  await expect(page.getByRole('heading', { level: 2, name: 'Question 1' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Valid answer 1' })).toHaveValue('3.14159');
  await expect(page.getByLabel('Decimal places of valid answer 1')).toHaveValue('2');
  await expect(page.getByRole('textbox', { name: 'From (valid answer 2)' })).toHaveValue('3');
  await expect(page.getByRole('textbox', { name: 'To (valid answer 2)' })).toHaveValue('3.2');
  await expect(
    page.getByRole('textbox', { name: 'Answer suffix (shown after the answer, e.g. kg)' }),
  ).toHaveValue('units');
});
