/**
 * Progress and answer reports (issue 29): a teacher's class of three students, two of whom share their
 * results, works through a lesson and a quiz; the teacher reads the class report (heat map, answers grid,
 * Copy), the map's author reads the course report of everyone, and a student is refused both.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DEMO_ADMIN_PASSWORD, DEMO_ADMIN_USERNAME } from '../../server/demo/admin';
import { newQuestion } from '../../src/model/quiz/load';
import { seriousViolations } from './axe';
import { createCourse } from './courseApi';
import { expect, test } from './fixtures';
import { createMap, graphql } from './mapApi';
import { DEMO_USER, logIn, signUpAndRegister, uniqueEmail } from './users';

const LESSON_SECONDS = 60;
const paragraph = (text: string) => [{ type: 'paragraph', children: [{ text }] }];
const question = (id: string, prose: string, answer: string) => ({
  ...newQuestion(id),
  answerType: 1,
  prose: paragraph(prose),
  validAnswers: [{ text: answer, format: 'text' }],
});

/** A map holding a one-minute lesson and a quiz of two questions, as a course's outline. */
const reportMap = (name: string) => ({
  name,
  nodes: [{ id: 'n1', title: 'Sunlight', levels: [{ levelId: 1, position: { x: 0, y: 0 } }] }],
  connections: [],
  presentations: [
    {
      id: 'p-light',
      name: 'Light',
      type: 'lesson',
      sequence: [
        { action: { type: 'hideAllNodes' }, timeSync: { timestamp: 0 } },
        { action: { type: 'showNodes', nodeIds: ['n1'] }, timeSync: { timestamp: LESSON_SECONDS * 1000 } },
      ],
      videos: [],
      media: null,
    },
  ],
  questions: [
    question('q-gas', 'Which gas do plants take in?', 'carbon dioxide'),
    question('q-sugar', 'What sugar do they make?', 'glucose'),
  ],
  courseItems: [
    { id: 'i-light', type: 'lesson', name: 'Light', presentationId: 'p-light' },
    {
      id: 'i-check',
      type: 'quiz',
      name: 'Check',
      questions: ['q-gas', 'q-sugar'],
      settings: { answerMode: 'Exercise', enableRedo: true },
    },
  ],
});

const SAVE_ANSWER = `mutation($answer: AnswerInput!) { saveAnswer(answer: $answer) { mark } }`;
const WATCH = `mutation($p: LessonProgressInput!) { updateLessonProgress(lessonProgress: $p) { id } }`;

interface Student {
  page: Page;
  email: string;
  name: string;
}

/** A new student who joins the class with its code in the Join class dialog, sharing results or not. */
async function studentJoins(
  browser: Browser,
  request: APIRequestContext,
  { prefix, firstName, code, share }: { prefix: string; firstName: string; code: string; share: boolean },
): Promise<Student> {
  const email = uniqueEmail(prefix);
  const page = await (await browser.newContext()).newPage();
  await signUpAndRegister(page, request, email, 'student password', { firstName, lastName: 'Pupil' });
  await page.goto('/app/home/class');
  await page.getByRole('button', { name: 'Join class' }).click();
  const join = page.getByRole('dialog');
  const consent = join.getByRole('checkbox', { name: 'Give the class admins access to my class results' });
  await expect(consent).toBeChecked();
  if (!share) {
    // The box is drawn over the hidden input: a person clicks its label.
    await join.getByText('Give the class admins access to my class results').click();
    await expect(consent).not.toBeChecked();
  }
  await join.getByLabel('Access code').fill(code);
  await join.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByRole('heading', { name: 'Photosynthesis report class' })).toBeVisible();
  await expect(
    page.getByRole('checkbox', { name: 'Give the class admins access to my class results' }),
  ).toBeChecked({
    checked: share,
  });
  return { page, email, name: `${firstName} Pupil` };
}

/** A student's work, through the app's own calls: how far they watched the lesson, and their answers. */
async function work(student: Student, mapId: string, watched: number, answers: Record<string, string>) {
  await graphql(student.page, WATCH, {
    p: { mapId, lessonId: 'p-light', previousWatchedTime: watched, longestWatchedTime: watched },
  });
  for (const [questionId, content] of Object.entries(answers)) {
    await graphql(student.page, SAVE_ANSWER, {
      answer: { mapId, quizId: 'i-check', questionId, content, completed: true },
    });
  }
}

test('a teacher reads the class report of the students who share results, and copies the answers', async ({
  browser,
  request,
}) => {
  // Three sign-ups and two reports: a long flow on a shared two-core machine.
  test.setTimeout(150_000);
  const teacherContext = await browser.newContext();
  await teacherContext.grantPermissions(['clipboard-read', 'clipboard-write']);
  const teacher = await teacherContext.newPage();
  await logIn(teacher, DEMO_USER.email, DEMO_USER.password);
  await expect(teacher).toHaveURL(/\/app\/home$/);
  const mapName = `Report map ${Date.now()}`;
  const { id: mapId } = await createMap(teacher, reportMap(mapName));
  const { updateUserGroup } = await graphql<{ updateUserGroup: { id: string } }>(
    teacher,
    'mutation($name: String!) { updateUserGroup(userGroup: { name: $name }) { id } }',
    { name: 'Photosynthesis report class' },
  );
  const groupId = updateUserGroup.id;
  await graphql(
    teacher,
    'mutation($g: ID!, $m: ID!) { addUserGroupResources(groupId: $g, resources: [{ type: Map, id: $m }]) { id } }',
    {
      g: groupId,
      m: mapId,
    },
  );
  const { generateUserGroupAccessCode } = await graphql<{
    generateUserGroupAccessCode: { accessCode: string };
  }>(teacher, 'mutation($id: ID!) { generateUserGroupAccessCode(id: $id) { accessCode } }', { id: groupId });
  const code = generateUserGroupAccessCode.accessCode;

  const ann = await studentJoins(browser, request, { prefix: 'ann', firstName: 'Ann', code, share: true });
  const ben = await studentJoins(browser, request, { prefix: 'ben', firstName: 'Ben', code, share: true });
  const cat = await studentJoins(browser, request, { prefix: 'cat', firstName: 'Cat', code, share: false });
  // Ann watches it all and answers both (one right, one wrong); Ben half and one answer; Cat everything.
  await work(ann, mapId, LESSON_SECONDS, { 'q-gas': 'carbon dioxide', 'q-sugar': 'starch' });
  await work(ben, mapId, LESSON_SECONDS / 2, { 'q-gas': 'Carbon dioxide' });
  await work(cat, mapId, LESSON_SECONDS, { 'q-gas': 'carbon dioxide', 'q-sugar': 'glucose' });

  // The teacher opens the class's report on the map from the class page.
  await teacher.goto(`/app/class/${groupId}`);
  await teacher.getByRole('tab', { name: 'Report' }).click();
  await teacher.getByRole('link', { name: mapName }).click();
  await expect(teacher).toHaveURL(new RegExp(`/app/class/${groupId}/report/${mapId}`));
  const heatMap = teacher.getByRole('grid', { name: 'Progress of each user on each lesson and quiz' });
  await expect(heatMap).toHaveAttribute('data-rows', '2');
  const rows = heatMap.getByTestId('progress-row');
  await expect(rows.getByRole('rowheader')).toHaveText([`Ann Pupil${ann.email}`, `Ben Pupil${ben.email}`]);
  await expect(heatMap.getByRole('columnheader').first()).toHaveText('User');
  await expect(rows.nth(0).getByRole('gridcell').nth(0)).toHaveAccessibleName('Light: 100% complete, done');
  await expect(rows.nth(0).getByRole('gridcell').nth(1)).toHaveAccessibleName('Check: 100% complete, done');
  await expect(rows.nth(1).getByRole('gridcell').nth(0)).toHaveAccessibleName('Light: 50% complete');
  await expect(rows.nth(1).getByRole('gridcell').nth(1)).toHaveAccessibleName('Check: 50% complete');
  await expect(heatMap.getByText(cat.name)).toHaveCount(0);
  // The keyboard moves through the grid as through any grid: one tab stop, then the arrows.
  await rows.nth(0).getByRole('gridcell').nth(0).click();
  await expect(rows.nth(0).getByRole('gridcell').nth(0)).toBeFocused();
  await teacher.keyboard.press('ArrowDown');
  await expect(rows.nth(1).getByRole('gridcell').nth(0)).toBeFocused();
  await teacher.keyboard.press('ArrowRight');
  await expect(teacher.locator(':focus')).toHaveAccessibleName('Check: 50% complete');
  await teacher.keyboard.press('Home');
  await expect(rows.nth(1).getByRole('rowheader')).toBeFocused();

  // The quiz's column opens its answers.
  await heatMap.getByRole('button', { name: 'Open the answers to Check' }).click();
  await expect(teacher).toHaveURL(/[?&]quiz=i-check/);
  const answers = teacher.getByRole('grid', { name: 'Answers to Check' });
  await expect(answers).toHaveAttribute('data-rows', '2');
  await expect(answers.getByTestId('answers-row').nth(0).getByRole('gridcell')).toHaveText(['1', '0', '1']);
  await expect(answers.getByTestId('answers-row').nth(1).getByRole('gridcell')).toHaveText(['1', '', '1']);
  await expect(answers.getByTestId('answers-totals').getByRole('gridcell')).toHaveText(['2', '0', '2']);
  await expect(answers.getByTestId('answers-facility').getByRole('gridcell')).toHaveText(['100%', '0%', '']);
  // The answer itself shows on hover.
  await answers.getByTestId('answers-row').nth(0).getByRole('gridcell').nth(1).hover();
  await expect(teacher.getByTestId('answer-preview')).toHaveText('Q2: starch');

  // No serious accessibility violation on the class report (heat map, answers grid, its preview).
  expect(await seriousViolations(teacher)).toEqual([]);

  await teacher.getByRole('button', { name: 'Copy' }).click();
  await expect(teacher.getByText('Answers copied: paste them into a spreadsheet.')).toBeVisible();
  const copied = await teacher.evaluate(() => navigator.clipboard.readText());
  expect(copied.split('\n')).toEqual([
    'User\tUsername\tQ1: Which gas do plants take in?\tQ2: What sugar do they make?\tTotal',
    `Ann Pupil\t${ann.email}\t1\t0\t1`,
    `Ben Pupil\t${ben.email}\t1\t\t1`,
    'Totals\t\t2\t0\t2',
    'Facility\t\t100%\t0%\t',
  ]);

  // The map's author reads everyone's course report: Cat is there, her class report choice is the class's.
  await teacher.goto(`/app/${mapId}/courseReport`);
  const everyone = teacher.getByRole('grid', { name: 'Progress of each user on each lesson and quiz' });
  await expect(everyone).toHaveAttribute('data-rows', '3');
  await expect(everyone.getByTestId('progress-row').getByRole('rowheader')).toHaveText([
    `Ann Pupil${ann.email}`,
    `Ben Pupil${ben.email}`,
    `Cat Pupil${cat.email}`,
  ]);
  expect(await seriousViolations(teacher)).toEqual([]);

  // A learner sees their own row on the course's home.
  const courseId = await createCourse(teacher, mapId, {
    name: `Report course ${Date.now()}`,
    description: 'Light and sugar.',
    tags: [],
    access: 'public',
    price: null,
    allowCopies: false,
  });
  await ben.page.goto(`/app/course/${courseId}`);
  const own = ben.page.getByRole('grid', { name: 'Your progress on each lesson and quiz' });
  await expect(own).toHaveAttribute('data-rows', '1');
  await expect(own.getByRole('rowheader')).toHaveText(`Ben Pupil${ben.email}`);
  await expect(own.getByRole('gridcell').nth(0)).toHaveAccessibleName('Light: 50% complete');
  await expect(own.getByRole('gridcell').nth(1)).toHaveAccessibleName('Check: 50% complete');

  // A student opening either report is told it is not accessible, and sees no one's name.
  await ann.page.goto(`/app/class/${groupId}/report/${mapId}`);
  await expect(ann.page.getByText('Not accessible')).toBeVisible();
  await expect(ann.page.getByText(ben.name)).toHaveCount(0);
  await ann.page.goto(`/app/${mapId}/courseReport`);
  await expect(ann.page.getByTestId('not-accessible')).toHaveText('Not accessible');
  await expect(ann.page.getByText(ben.name)).toHaveCount(0);

  // A site administrator reads the report of a map they may not open: the grid, and no error for the
  // map's summary they are not given (its questions go unnamed).
  const admin = await (await browser.newContext()).newPage();
  await logIn(admin, DEMO_ADMIN_USERNAME, DEMO_ADMIN_PASSWORD);
  await expect(admin).toHaveURL(/\/app\/home$/);
  await admin.goto(`/app/${mapId}/courseReport`);
  await expect(
    admin.getByRole('grid', { name: 'Progress of each user on each lesson and quiz' }),
  ).toHaveAttribute('data-rows', '3');
  await expect(admin.getByRole('grid', { name: 'Answers to Check' })).toHaveAttribute('data-rows', '3');
  await expect(admin.getByText(/^Loading map summary/)).toHaveCount(0);
});

test('a report whose queries fail names what failed, with the server’s words (spec 3 section 8)', async ({
  page,
  pageErrors,
}) => {
  await logIn(page, DEMO_USER.email, DEMO_USER.password);
  await expect(page).toHaveURL(/\/app\/home$/);
  const { id: mapId } = await createMap(page, reportMap(`Failing report ${Date.now()}`));
  const failing = new Set(['CourseReport', 'MapSummaryContent']);
  await page.route('**/graphql', async (route) => {
    const operation = (route.request().postDataJSON() as { operationName?: string } | null)?.operationName;
    if (!operation || !failing.has(operation)) return route.fallback();
    await route.fulfill({
      json: { errors: [{ message: 'The report store is down.', extensions: { code: 'USERERROR' } }] },
    });
  });
  await page.goto(`/app/${mapId}/courseReport`);
  await expect(page.getByText('Retrieving all map progress: The report store is down.')).toBeVisible();

  // The progress comes back; the map's summary still fails, and says so above the report.
  failing.delete('CourseReport');
  await page.reload();
  await expect(page.getByText('Loading map summary: The report store is down.')).toBeVisible();
  await expect(page.getByText('Nobody has worked on this course yet.')).toBeVisible();
  // The failed queries are logged by the browser as errors; nothing else is.
  expect(pageErrors.every((text) => /report store is down|status of 200/.test(text))).toBe(true);
  pageErrors.length = 0;
});
