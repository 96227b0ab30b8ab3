/**
 * A course as its visitors meet it (issue 28; spec 3 sections 2.1, 2.4 and 6): an anonymous visitor opens
 * a public course's home and its first preview lesson, and is asked to sign in for the third item; signed
 * in (coming back to the course), they enrol, open the items and see their progress marks.
 */
import type { Page, Request } from '@playwright/test';
import { MAP_LOAD_MS } from './canvas';
import { colleagueSignedUp } from './colleagues';
import { expect, test } from './fixtures';
import { tidesCourse } from './tidesCourse';
import { DEMO_USER, dashboardLoaded, logIn } from './users';

/** A public course of the demo seed (server/demo/learningContent.ts). */
const DEMO_COURSE = 'Thinking in Arguments';

const outlineItem = (page: Page, name: string) =>
  page.getByTestId('course-outline').getByTestId('outline-item').filter({ hasText: name });

async function openCourseHome(page: Page, courseId: string) {
  await page.goto(`/app/course/${courseId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tides for beginners' })).toBeVisible({
    timeout: MAP_LOAD_MS,
  });
}

test('an anonymous visitor previews a public course, signs in for more, enrols and sees progress marks', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const { page: author } = await colleagueSignedUp(browser, request, 'course-author', {
    firstName: 'Tess',
    lastName: 'Tide',
  });
  const courseId = await tidesCourse(author);

  // The course home, signed out: what the course is, its outline with what is open, and the like count.
  await openCourseHome(page, courseId);
  await expect(page.getByText('By Tess Tide')).toBeVisible();
  await expect(page.getByTestId('course-description')).toHaveText('Why the sea comes and goes.');
  await expect(page.getByRole('list', { name: 'Tags' }).getByText('oceans')).toBeVisible();
  await expect(page.getByTestId('like-count')).toHaveText('0 likes');
  await expect(page.getByRole('heading', { name: 'Basics' })).toBeVisible();
  await expect(outlineItem(page, 'What tides are')).toHaveAttribute('data-state', 'open');
  await expect(outlineItem(page, 'Why two a day')).toHaveAttribute('data-state', 'open');
  await expect(outlineItem(page, 'Spring tides')).toHaveAttribute('data-state', 'login');
  await expect(outlineItem(page, 'Tides quiz')).toHaveAttribute('data-state', 'login');
  await expect(page.getByRole('link', { name: 'Sign in to enrol' })).toBeVisible();

  // The first preview lesson plays in the course player, the outline beside it.
  await outlineItem(page, 'What tides are').getByRole('link', { name: 'What tides are' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/course/${courseId}/lesson/p-one$`));
  const player = page.getByRole('navigation', { name: 'Course outline' });
  await expect(player).toBeVisible();
  await expect(page.getByTestId('replay-controls')).toBeVisible({ timeout: MAP_LOAD_MS });
  await expect(player.getByRole('link', { name: 'What tides are' })).toHaveAttribute('aria-current', 'page');
  // Next goes to the second preview lesson; the third is not open, and the player says so.
  await player.getByRole('button', { name: 'Next: Why two a day' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/course/${courseId}/lesson/p-two$`));
  await expect(player.getByTestId('player-skipped')).toContainText('Spring tides (Sign in to open)');

  // The third item asks the visitor to sign in, and brings them back to the course afterwards.
  await player.getByRole('link', { name: 'Tides for beginners' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tides for beginners' })).toBeVisible();
  await outlineItem(page, 'Spring tides').getByRole('link', { name: 'Sign in to open' }).click();
  await expect(page).toHaveURL(/\/app\/login$/);
  await page.getByLabel('Email').fill(DEMO_USER.email);
  await page.getByLabel('Password').fill(DEMO_USER.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/course/${courseId}$`));

  // Signed in, not enrolled: enrolling opens every item.
  await expect(outlineItem(page, 'Spring tides')).toHaveAttribute('data-state', 'enrol');
  await page.getByTestId('course-cta').getByRole('button', { name: 'Enrol' }).click();
  await expect(outlineItem(page, 'Spring tides')).toHaveAttribute('data-state', 'open');
  await expect(outlineItem(page, 'Tides quiz')).toHaveAttribute('data-state', 'open');

  // The quiz item asks its own question; answered right, it is marked complete in the outline.
  await outlineItem(page, 'Tides quiz').getByRole('link', { name: 'Tides quiz' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/course/${courseId}/quiz/q-moon\\?item=i-quiz$`));
  const form = page.getByTestId('answer-form');
  await expect(form).toHaveAttribute('data-question-id', 'q-moon', { timeout: MAP_LOAD_MS });
  await form.getByLabel('Your answer', { exact: true }).fill('moon');
  await form.getByLabel('Your answer', { exact: true }).press('Enter');
  await expect(form.getByTestId('answer-status')).toHaveAttribute('data-mark', 'Correct');
  // The player's outline marks the quiz complete as it is answered, before the learner moves on.
  await expect(
    page
      .getByTestId('course-player-outline')
      .getByTestId('outline-item')
      .filter({ hasText: 'Tides quiz' })
      .getByTestId('item-complete'),
  ).toBeVisible();

  // Back on the course home, the mark is there, and the course goes on where the learner left off.
  await page
    .getByRole('navigation', { name: 'Course outline' })
    .getByRole('link', { name: 'Tides for beginners' })
    .click();
  await expect(outlineItem(page, 'Tides quiz').getByTestId('item-complete')).toBeVisible();
  await expect(
    page.getByTestId('course-cta').getByRole('link', { name: 'Continue where you left off' }),
  ).toBeVisible();
  await author.context().close();
});

test('an unknown course says it is not found', async ({ page }) => {
  await page.goto('/app/course/nosuchcourse');
  await expect(page.getByTestId('course-error')).toHaveText('Course not found.', { timeout: MAP_LOAD_MS });
});

/** Signed in as the demo user, the demo course's link in the catalogue. */
async function demoCourseLink(page: Page) {
  await logIn(page, DEMO_USER.email, DEMO_USER.password);
  await dashboardLoaded(page);
  await page.goto('/app/home/courses');
  return page.getByRole('article', { name: DEMO_COURSE }).getByRole('link', { name: DEMO_COURSE });
}

async function demoCourseOpened(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: DEMO_COURSE })).toBeVisible({
    timeout: MAP_LOAD_MS,
  });
  await expect(page.getByTestId('course-outline')).toBeVisible();
}

const isCourseRead = (request: Request) =>
  request.url().endsWith('/graphql') && !!request.postData()?.includes('"operationName":"CourseHome"');

test('a course is asked for as its page opens, while the page’s code still downloads, and only once', async ({
  page,
}) => {
  const courseLink = await demoCourseLink(page);
  const coursePath = await courseLink.getAttribute('href');
  expect(coursePath).toMatch(/\/app\/course\/\w+$/);

  const courseReads: string[] = [];
  page.on('request', (request) => {
    if (isCourseRead(request)) courseReads.push(request.url());
  });
  // The course layout's code is held back until the course has been asked for: without the route's
  // loader nobody asks before that code runs, and the page never opens.
  const courseAskedFor = page.waitForRequest(isCourseRead);
  await page.route('**/assets/CourseLayout-*.js', async (route) => {
    await courseAskedFor;
    await route.continue();
  });
  await page.goto(coursePath ?? '');
  await demoCourseOpened(page);
  // The layout's own read took the loader's answer (or shared its request): one request in all.
  expect(courseReads).toHaveLength(1);
});

test('a course whose prefetch code fails to load still opens, asked for by its page', async ({
  page,
  pageErrors,
}) => {
  await page.route('**/assets/coursePrefetch-*.js', (route) => route.abort());
  const courseLink = await demoCourseLink(page);
  await courseLink.click();
  await demoCourseOpened(page);
  // The browser reports the refused download, and nothing else went wrong.
  expect(pageErrors.length).toBeGreaterThan(0);
  expect(pageErrors.every((text) => text.includes('net::ERR_FAILED'))).toBe(true);
  pageErrors.length = 0;
});
