/**
 * Empty lists say what to do next and offer the next step (ui/theme/GUIDE.md, States), as a new user
 * meets them: no maps, no classes, no courses of their own, nothing recent on the dashboard.
 */
import { expect, test } from './fixtures';
import { signUpAndRegister, uniqueEmail } from './users';

test("a new user's empty lists say what to do next and offer it", async ({ page, request }) => {
  test.slow(); // a sign-up and four screens on a busy 2-core machine
  await signUpAndRegister(page, request, uniqueEmail('empty'), 'Empty-states-1');

  // The dashboard: nothing recent yet, with the way to a first map and to the courses.
  const recentMaps = page.getByRole('region', { name: 'Recent Maps' });
  await expect(recentMaps.getByText('Maps you open appear here.')).toBeVisible();
  await expect(recentMaps.getByRole('button', { name: 'New Map' })).toBeVisible();
  const recentCourses = page.getByRole('region', { name: 'Recent Courses' });
  await recentCourses.getByRole('button', { name: 'Find a course' }).click();
  await expect(page).toHaveURL(/\/app\/home\/courses$/);

  // Maps: the first map is one click away.
  await page.goto('/app/home/maps');
  const noMaps = page.getByTestId('maps-empty');
  await expect(noMaps.getByText("You don't have any maps yet.")).toBeVisible();
  await expect(
    noMaps.getByText('Make your first map with New Map: a short tour shows you round.'),
  ).toBeVisible();
  await expect(noMaps.getByRole('link', { name: 'New Map' })).toHaveAttribute('href', '/app/new');

  // Classes: the empty list names the two ways in, the buttons above it.
  await page.goto('/app/home/class');
  await expect(page.getByText("You haven't joined any classes yet")).toBeVisible();
  await expect(
    page.getByText(
      'Use Join class with the access code your teacher gave you, or Create class to teach a class of your own.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join class' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create class' })).toBeVisible();

  // My Courses: where courses come from, and the way there.
  await page.goto('/app/home/my-courses');
  await expect(page.getByText('No courses found.')).toBeVisible();
  await expect(
    page.getByText('Add a course to My Courses from All Courses, and it is listed here.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'See all courses' }).click();
  await expect(page).toHaveURL(/\/app\/home\/courses$/);
});
