import { DEMO_ACCESS_CODE, DEMO_CLASS_NAME as DEMO_CLASS } from '../../server/demo/learningContent';
import { DEMO_MAP_NAME } from '../../server/demo/photosynthesisMap';
import { classMessages } from '../../src/model/classes/messages';
import { expect, test } from './fixtures';
import { DEMO_USER, dashboardLoaded, logIn, signUpAndRegister, uniqueEmail } from './users';

test('a teacher runs a class that a student joins with its access code and leaves', async ({
  browser,
  request,
}) => {
  // A long flow of many screens and reloads: on a shared two-core CI machine it runs past 30 s.
  test.setTimeout(90_000);
  const className = `Biology ${Date.now()}`;
  // The teacher: the demo account, which owns the Photosynthesis map.
  const teacherContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  await logIn(teacher, DEMO_USER.email, DEMO_USER.password);
  await expect(teacher).toHaveURL(/\/app\/home$/);
  await dashboardLoaded(teacher);
  await teacher
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Classes' })
    .click();
  await teacher.getByRole('button', { name: 'Create class' }).click();
  await teacher.getByLabel('Class name').fill(className);
  await teacher.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(teacher.getByRole('heading', { name: className })).toBeVisible();
  // The teacher's own empty class says what to do, not what students are told.
  await expect(teacher.getByText(classMessages.noResourcesTeacher)).toBeVisible();
  await expect(teacher.getByText(classMessages.noResources)).toHaveCount(0);

  await teacher.getByRole('button', { name: 'Add resources' }).click();
  await teacher.getByRole('dialog').getByText('Photosynthesis', { exact: true }).click();
  await teacher.getByRole('dialog').getByRole('button', { name: 'Add' }).click();
  await expect(teacher.getByRole('link', { name: 'Photosynthesis', exact: true })).toBeVisible();

  await teacher.getByRole('tab', { name: 'Setting' }).click();
  await teacher.getByRole('button', { name: 'Generate access code' }).click();
  const code = (await teacher.getByTestId('access-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[0-9A-Z]{6}$/);

  // The student: a new account in a browser of its own.
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await signUpAndRegister(student, request, uniqueEmail('student'), 'student password', { firstName: 'Sam' });
  await student.goto('/app/home/class');
  await expect(student.getByText("You haven't joined any classes yet")).toBeVisible();
  await student.getByRole('button', { name: 'Join class' }).click();
  const join = student.getByRole('dialog');
  await expect(
    join.getByRole('checkbox', { name: 'Give the class admins access to my class results' }),
  ).toBeChecked();
  await join.getByLabel('Access code').fill('WRONG1');
  await join.getByRole('button', { name: 'Join' }).click();
  await expect(join.getByText('Invalid access code. Please check the code with your teacher.')).toBeVisible();
  await join.getByLabel('Access code').fill(code.toLowerCase());
  await join.getByRole('button', { name: 'Join' }).click();
  await expect(student.getByText(`You have joined the class '${className}'`)).toBeVisible();
  await expect(student.getByRole('heading', { name: className })).toBeVisible();
  await expect(student.getByRole('link', { name: 'Photosynthesis', exact: true })).toBeVisible();
  await expect(student.getByRole('tab', { name: 'Setting' })).toHaveCount(0);

  // The teacher sees the student.
  await teacher.getByRole('tab', { name: 'People' }).click();
  await teacher.reload();
  await expect(teacher.getByText('Sam Lovelace')).toBeVisible();

  await student.getByRole('button', { name: 'Leave Class' }).click();
  await student.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(student.getByText(`You have left the class '${className}'`)).toBeVisible();
  await expect(student).toHaveURL(/\/app\/home\/class$/);
  await expect(student.getByText("You haven't joined any classes yet")).toBeVisible();

  // Archive and restore.
  await teacher.getByRole('tab', { name: 'Setting' }).click();
  await teacher.getByRole('button', { name: 'Archive class' }).click();
  await teacher.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(teacher.getByText(`Class '${className}' has been archived.`)).toBeVisible();
  await expect(teacher).toHaveURL(/\/app\/home\/class\/archived$/);
  await teacher.getByRole('link', { name: className }).click();
  await teacher.getByRole('tab', { name: 'Setting' }).click();
  await teacher.getByRole('button', { name: 'Restore class' }).click();
  await expect(teacher.getByText('Class has been moved to classes list.')).toBeVisible();
  await teacher.goto('/app/home/class');
  await expect(teacher.getByRole('link', { name: className })).toBeVisible();

  await teacherContext.close();
  await studentContext.close();
});

test('the dashboard greets the user and offers Getting Started once', async ({ browser, page, request }) => {
  const email = uniqueEmail('dashboard');
  await signUpAndRegister(page, request, email, 'dashboard password', {
    firstName: 'Grace',
  });
  await expect(page.getByRole('heading', { name: 'Hi Grace' })).toBeVisible();
  for (const section of ['Recent Maps', 'Recent Courses', 'Suggestions for you', 'Recommended Courses'])
    await expect(page.getByRole('heading', { name: section })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Recommended Courses' }).getByRole('link').first(),
  ).toBeVisible();
  const suggestions = page.getByRole('region', { name: 'Suggestions for you' });
  const before = await suggestions.getByRole('button', { name: 'Mark as done' }).count();
  expect(before).toBeGreaterThan(0);
  await suggestions.getByRole('button', { name: 'Mark as done' }).first().click();
  await expect(suggestions.getByRole('button', { name: 'Mark as done' })).toHaveCount(before - 1);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Hi Grace' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Getting Started' })).toHaveCount(0);
  await expect(suggestions.getByRole('button', { name: 'Mark as done' })).toHaveCount(before - 1);

  // Once per user, not per browser: another browser, signed in as Grace, does not offer it again.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await logIn(other, email, 'dashboard password');
  await expect(other.getByRole('heading', { name: 'Hi Grace' })).toBeVisible();
  await dashboardLoaded(other);
  await expect(other.getByRole('dialog', { name: 'Getting Started' })).toHaveCount(0);
  await elsewhere.close();
});

test("a class's join link joins the class through a call", async ({ browser, request }) => {
  const teacherContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  await logIn(teacher, DEMO_USER.email, DEMO_USER.password);
  await dashboardLoaded(teacher);
  await teacher.goto('/app/home/class');
  await teacher.getByRole('link', { name: DEMO_CLASS }).click();
  await teacher.getByRole('tab', { name: 'Setting' }).click();
  const link = (await teacher.getByText(/\/app\/class\/\w+\/join$/).textContent()) ?? '';
  await teacherContext.close();

  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await signUpAndRegister(student, request, uniqueEmail('linked'), 'linked password');
  await student.goto(new URL(link).pathname);
  await expect(student.getByText(`You have joined the class '${DEMO_CLASS}'`)).toBeVisible();
  await expect(student.getByRole('heading', { name: DEMO_CLASS })).toBeVisible();
  await studentContext.close();
});

test("a student of the demo class opens the class's map from the class page, drawn in review only", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signUpAndRegister(page, request, uniqueEmail('reader'), 'reader password');
  await page.goto('/app/home/class');
  await page.getByRole('button', { name: 'Join class' }).click();
  await page.getByRole('dialog').getByLabel('Access code').fill(DEMO_ACCESS_CODE);
  await page.getByRole('dialog').getByRole('button', { name: 'Join' }).click();
  await expect(page.getByRole('heading', { name: DEMO_CLASS })).toBeVisible();

  await page.getByRole('link', { name: DEMO_MAP_NAME, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: DEMO_MAP_NAME })).toBeVisible();
  await expect(page.getByTestId('operation-mode')).toHaveText('Review only');
  const canvas = page.getByRole('application', { name: `Map ${DEMO_MAP_NAME}` });
  // Something is drawn: a blank canvas compresses to almost nothing.
  await expect.poll(async () => (await canvas.screenshot()).length).toBeGreaterThan(15_000);
  await expect(page.getByText('Map not found')).toHaveCount(0);
});
