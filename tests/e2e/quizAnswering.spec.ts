/**
 * Answering a map's questions (issue 26; spec 3 sections 2.1, 4.4, 5.1, 5.3 and 5.5), as a learner the
 * map is shared with: the server marks each submission and the view shows its mark at once (Exercise, the
 * map's default): a close-enough text, a number rounded to its decimal places, a value in a range, two
 * fields in the prose, a chosen option, a recall question naming one of its two nodes (Wrong, the other
 * missed); non-numeric text is refused before it is sent; show answer shows the model answer; the answer
 * history keeps each submission; retry clears every answer. Leaving with an answer typed but not submitted
 * asks first. Everything is done from the keyboard where a learner would (Enter submits).
 */
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { newQuestion } from '../../src/model/quiz/load';
import { MAP_LOAD_MS } from './canvas';
import { colleagueSignedUp } from './colleagues';
import { expect, test } from './fixtures';
import { createMap, saveMap, shareMapWith } from './mapApi';
import { DEMO_USER, dashboardLoaded, logIn } from './users';

const at = (x: number) => [{ levelId: 1, position: { x, y: 0 } }];
const text = (value: string) => ({ text: value });
const paragraph = (...children: object[]) => [{ type: 'paragraph', children }];
const quizField = (id: string) => ({ type: 'quizField', id, inputType: 'number', children: [text('')] });

/** A stored question: a new question's defaults (spec 3 section 3), the rest given. */
const question = (fields: { id: string; [field: string]: unknown }) => ({
  ...newQuestion(fields.id),
  ...fields,
});

const QUESTIONS = [
  question({
    id: 'q-text',
    answerType: 1,
    prose: paragraph(text('Which sea lies between Europe and Africa?')),
    validAnswers: [{ text: 'Mediterranean', format: 'text' }],
    answerSimilarity: 2,
  }),
  question({
    id: 'q-number',
    answerType: 5,
    prose: paragraph(text('What is pi to one decimal place?')),
    validAnswers: [{ text: '3.14159', format: 'number', ndp: 1 }],
  }),
  question({
    id: 'q-range',
    answerType: 5,
    prose: paragraph(text('A comfortable room temperature?')),
    validAnswers: [{ text: '15 to 25', format: 'numberRange', from: 15, to: 25 }],
    answerSuffix: '°C',
  }),
  question({
    id: 'q-fields',
    answerType: 6,
    prose: paragraph(
      text('Water boils at '),
      quizField('boils'),
      text(' °C and freezes at '),
      quizField('froze'),
      text(' °C.'),
    ),
    validAnswers: [
      { text: '100', format: 'number', fieldId: 'boils' },
      { text: '0', format: 'number', fieldId: 'froze' },
    ],
  }),
  question({
    id: 'q-choice',
    answerType: 2,
    prose: paragraph(text('Who was the teacher of Plato?')),
    validAnswers: [
      { text: 'Socrates', format: 'text' },
      { text: 'Aristotle', format: 'text', invalid: true },
      { text: 'Zeno', format: 'text', invalid: true },
    ],
  }),
  question({
    id: 'q-recall',
    answerType: 4,
    prose: paragraph(text('Name the two parts of the argument on the map.')),
    recall: {
      nodes: [
        { nodeId: 'n1', type: 'required' },
        { nodeId: 'n2', type: 'required' },
      ],
    },
  }),
  question({
    id: 'q-long',
    answerType: 3,
    prose: paragraph(text('Why does the conclusion follow?')),
    modelAnswerProse: paragraph(text('Because the premise supports it.')),
  }),
];

const quizMap = {
  name: 'Quiz map',
  nodes: [
    { id: 'n1', title: 'Premise', levels: at(0) },
    { id: 'n2', title: 'Conclusion', levels: at(300) },
  ],
  connections: [{ id: 'c12', from: 'n1', to: 'n2' }],
};

/** The demo user's map holding the questions, shared with a new learner signed in in a browser of their own. */
async function learnerWithQuizMap(
  browser: Browser,
  owner: Page,
  request: APIRequestContext,
): Promise<{ learner: Page; mapId: string }> {
  const { page: learner, email } = await colleagueSignedUp(browser, request, 'learner');
  await logIn(owner, DEMO_USER.email, DEMO_USER.password);
  await dashboardLoaded(owner);
  const { id: mapId, version } = await createMap(owner, quizMap);
  await saveMap(owner, mapId, version, { ...quizMap, questions: QUESTIONS });
  await shareMapWith(owner, mapId, email, 'view');
  return { learner, mapId };
}

const answerForm = (page: Page) => page.getByTestId('answer-form');

/** The question shown is `questionId`, at its own address. */
async function onQuestion(page: Page, mapId: string, questionId: string) {
  await expect(page).toHaveURL(new RegExp(`/app/${mapId}/quiz/${questionId}$`));
  await expect(answerForm(page)).toHaveAttribute('data-question-id', questionId);
}

/** The quiz opened at one of its questions, once the map and the answers have loaded. */
async function openQuiz(page: Page, mapId: string, questionId: string): Promise<Locator> {
  await page.goto(`/app/${mapId}/quiz/${questionId}`);
  const form = answerForm(page);
  await expect(form).toBeVisible({ timeout: MAP_LOAD_MS });
  await onQuestion(page, mapId, questionId);
  return form;
}

async function expectMark(form: Locator, mark: 'Correct' | 'Wrong') {
  await expect(form.getByTestId('answer-status')).toHaveAttribute('data-mark', mark);
  await expect(form.getByTestId('answer-mark')).toHaveText(mark);
}

async function next(page: Page, mapId: string, questionId: string) {
  await answerForm(page).getByRole('button', { name: 'Next', exact: true }).click();
  await onQuestion(page, mapId, questionId);
}

test('a learner answers each type of question, sees the marks, the model answer and the history, and retries', async ({
  browser,
  page: owner,
  request,
}) => {
  test.setTimeout(240_000);
  const { learner: page, mapId } = await learnerWithQuizMap(browser, owner, request);

  // A question the map does not have: the first incomplete one instead, at its own address.
  await page.goto(`/app/${mapId}/quiz/first`);
  await expect(answerForm(page)).toBeVisible({ timeout: MAP_LOAD_MS });
  await onQuestion(page, mapId, 'q-text');
  await expect(page.getByTestId('operation-mode')).toHaveText('Answer questions');
  const form = answerForm(page);
  await expect(page.getByTestId('question-progress')).toHaveText('Question 1 of 7');
  await expect(form.getByText('Which sea lies between Europe and Africa?')).toBeVisible();

  // Close similarity: one letter short is close enough. Enter submits.
  await form.getByLabel('Your answer', { exact: true }).fill('mediteranean');
  await expect(form.getByTestId('answer-status')).toHaveText('Not submitted yet.');
  await form.getByLabel('Your answer', { exact: true }).press('Enter');
  await expectMark(form, 'Correct');
  await expect(page.getByRole('button', { name: 'Question 1: Correct' })).toBeVisible();

  // A number rounded to the answer's decimal places.
  await next(page, mapId, 'q-number');
  await form.getByLabel('Your answer (a number)').fill('3.1');
  await form.getByLabel('Your answer (a number)').press('Enter');
  await expectMark(form, 'Correct');

  // A range: text that is not a number is refused as it is typed and when submitted; a value inside counts.
  await next(page, mapId, 'q-range');
  const rangeBox = form.getByLabel('Your answer (a number)');
  await rangeBox.fill('twenty');
  await expect(rangeBox).toHaveAttribute('aria-invalid', 'true');
  await expect(rangeBox).toHaveAccessibleErrorMessage('Only numbers can be used');
  await rangeBox.press('Enter');
  await expect(form.getByRole('alert')).toHaveText('Only numbers can be used');
  await expect(form.getByTestId('answer-status')).toHaveText('Not submitted yet.');
  await rangeBox.fill('20');
  await expect(form.getByRole('alert')).toHaveCount(0);
  await rangeBox.press('Enter');
  await expectMark(form, 'Correct');

  // Two fields in the prose, each answered in its place.
  await next(page, mapId, 'q-fields');
  await form.getByLabel('Answer field 1 (a number)').fill('100');
  await form.getByLabel('Answer field 2 (a number)').fill('0');
  await form.getByLabel('Answer field 2 (a number)').press('Enter');
  await expectMark(form, 'Correct');

  // Multiple choice: every option offered, the wrong ones too; Enter on the chosen one submits.
  await next(page, mapId, 'q-choice');
  for (const option of ['Socrates', 'Aristotle', 'Zeno'])
    await expect(form.getByRole('radio', { name: option })).toHaveCount(1);
  await form.getByText('Socrates', { exact: true }).click();
  const socrates = form.getByRole('radio', { name: 'Socrates' });
  await expect(socrates).toBeChecked();
  await socrates.press('Enter');
  await expectMark(form, 'Correct');

  // Recall, beside the map: naming one of the two required nodes is wrong, and says which was missed.
  await next(page, mapId, 'q-recall');
  await expect(
    page.getByRole('application', { name: 'The map Quiz map, beside the question' }),
  ).toBeVisible();
  await expect(form.getByTestId('recall-found')).toHaveText('0 of 2 nodes found on the map');
  const nameBox = form.getByLabel('Name a node');
  await nameBox.fill('premise');
  await nameBox.press('Enter');
  await expect(form.getByTestId('recall-names')).toHaveText(/premise/);
  await expect(nameBox).toHaveValue('');
  await expect(form.getByTestId('recall-found')).toHaveText('1 of 2 nodes found on the map');
  // Enter on the empty box submits.
  await nameBox.press('Enter');
  await expectMark(form, 'Wrong');
  await expect(form.getByTestId('missed-nodes')).toHaveText('Missed: Conclusion');

  // Every submission is kept.
  await form.getByRole('button', { name: 'Answer history' }).click();
  await expect(form.getByTestId('answer-history').getByRole('listitem')).toHaveCount(1);
  await expect(form.getByTestId('answer-history')).toContainText('Wrong');

  // Show answer: the model answer, and the question counts as completed.
  await next(page, mapId, 'q-long');
  await expect(form.getByTestId('model-answer')).toHaveCount(0);
  await form.getByRole('button', { name: 'Show answer' }).click();
  await expect(form.getByTestId('model-answer')).toContainText('Because the premise supports it.');
  await expect(page.getByTestId('answered-count')).toHaveText('7 of 7 answered');

  // Retry: confirmed, every answer cleared, back at the first question.
  await form.getByRole('button', { name: 'Retry quiz' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Retry the quiz?');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm).toBeHidden();
  await onQuestion(page, mapId, 'q-text');
  await expect(page.getByTestId('answered-count')).toHaveText('0 of 7 answered');
  await expect(form.getByLabel('Your answer', { exact: true })).toHaveValue('');
  await expect(form.getByTestId('answer-status')).toHaveText('Not submitted yet.');

  // Stored, not only shown: after a reload the attempt is still the new, empty one.
  await page.reload();
  await onQuestion(page, mapId, 'q-text');
  await expect(page.getByTestId('answered-count')).toHaveText('0 of 7 answered', { timeout: MAP_LOAD_MS });
});

test('leaving with an answer typed but not submitted asks first', async ({
  browser,
  page: owner,
  request,
}) => {
  test.setTimeout(180_000);
  const { learner: page, mapId } = await learnerWithQuizMap(browser, owner, request);
  const form = await openQuiz(page, mapId, 'q-text');

  await form.getByLabel('Your answer', { exact: true }).fill('Med');
  // Another question of the quiz keeps the draft: nothing is asked.
  await next(page, mapId, 'q-number');
  await page.getByRole('button', { name: 'Question 1: not submitted' }).click();
  await onQuestion(page, mapId, 'q-text');
  await expect(form.getByLabel('Your answer', { exact: true })).toHaveValue('Med');

  await page.getByRole('link', { name: 'Back to map' }).click();
  const guard = page.getByRole('alertdialog');
  await expect(guard).toContainText('Some answers have not been submitted.');
  await guard.getByRole('button', { name: 'Cancel' }).click();
  await expect(guard).toBeHidden();
  await onQuestion(page, mapId, 'q-text');
  await expect(form.getByLabel('Your answer', { exact: true })).toHaveValue('Med');

  // Submitted, the answer is no longer at risk: the way out is open.
  await form.getByLabel('Your answer', { exact: true }).press('Enter');
  await expect(form.getByTestId('answer-status')).toHaveAttribute('data-mark', 'Wrong');
  await page.getByRole('link', { name: 'Back to map' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/${mapId}$`));
});

test("the author reads every learner's answers, then makes the map a quiz marked at the end with no retry", async ({
  browser,
  page: owner,
  request,
}) => {
  test.setTimeout(240_000);
  const { learner: page, mapId } = await learnerWithQuizMap(browser, owner, request);
  const form = await openQuiz(page, mapId, 'q-text');
  await form.getByLabel('Your answer', { exact: true }).fill('mediteranean');
  await form.getByLabel('Your answer', { exact: true }).press('Enter');
  await expectMark(form, 'Correct');
  await expect(form.getByRole('button', { name: 'Retry quiz' })).toBeVisible();

  // The learners' answers, from the map's Questions menu: each question, the learner's answer and its mark.
  await owner.goto(`/app/${mapId}/edit`);
  await expect(owner.getByTestId('operation-mode')).toHaveText('Edit', { timeout: MAP_LOAD_MS });
  await owner.getByRole('button', { name: 'Questions' }).click();
  await owner.getByRole('menuitem', { name: "Learners' answers" }).click();
  await expect(owner).toHaveURL(new RegExp(`/app/${mapId}/answers$`));
  const answers = owner.getByTestId('learner-answers');
  await expect(answers).toHaveCount(1, { timeout: MAP_LOAD_MS });
  const first = answers.getByRole('row').filter({ hasText: 'Question 1: Which sea lies' });
  await expect(first.getByRole('cell')).toHaveText([
    'Question 1: Which sea lies between Europe and Africa?',
    'mediteranean',
    'Correct',
    '1',
  ]);
  await expect(
    answers.getByRole('row').filter({ hasText: 'Question 2:' }).getByRole('cell').nth(1),
  ).toHaveText('Not answered');

  // The map's settings: Quiz mode (marks at the end) and no retry, saved with the map.
  await owner.getByRole('link', { name: 'Back to map' }).click();
  await expect(owner.getByTestId('operation-mode')).toHaveText('Review only', { timeout: MAP_LOAD_MS });
  await owner.goto(`/app/${mapId}/edit`);
  await expect(owner.getByTestId('operation-mode')).toHaveText('Edit', { timeout: MAP_LOAD_MS });
  await owner.getByRole('button', { name: 'Map settings' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Map settings' });
  await dialog.getByLabel('Answer mode').selectOption({ label: 'Quiz: the marks at the end' });
  await dialog.getByText('Learners may retry the quiz').click();
  await expect(dialog.getByRole('checkbox', { name: 'Learners may retry the quiz' })).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();
  await owner.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(owner.getByTestId('save-state')).toHaveText('Saved');

  // The learner, on the map as saved now: a submission is not marked until the end, and there is no retry.
  await page.goto(`/app/${mapId}/quiz/q-number`);
  await onQuestion(page, mapId, 'q-number');
  await form.getByLabel('Your answer (a number)').fill('3.1');
  await form.getByLabel('Your answer (a number)').press('Enter');
  await expect(form.getByTestId('answer-status')).toHaveText(
    'Submitted. Marks are shown when every question is answered.',
  );
  await expect(form.getByTestId('answer-mark')).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Retry quiz' })).toHaveCount(0);
});
