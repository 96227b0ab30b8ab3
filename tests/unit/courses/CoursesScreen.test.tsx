// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import CoursesScreen from '../../../ui/screens/courses/CoursesScreen';
import { courseStrings } from '../../../ui/screens/courses/strings';
import { makeStores, renderWithStores, scriptedApolloClient } from '../auth-screens/harness';
import { courseAnswer } from './fixtures';

async function renderAt(at: string, path: string, answers: Record<string, Record<string, unknown>>) {
  const { client, seen } = scriptedApolloClient(answers);
  renderWithStores(await makeStores(), <CoursesScreen />, { path, at, apollo: client });
  await act(async () => {});
  return seen;
}

describe('CoursesScreen', () => {
  afterEach(cleanup);

  it('lists courses recommended first, with cut descriptions and links to the course page', async () => {
    await renderAt('/home/courses', '/home/courses', {
      GetCourses: {
        courses: [
          courseAnswer('c1', 'Algebra'),
          courseAnswer('c2', 'Zoology', { tags: ['Recommended'], description: 'z'.repeat(200) }),
        ],
        user: { __typename: 'User', id: 'u1', courses: [] },
      },
    });
    const cards = screen.getAllByTestId('course-card');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Zoology', 'Algebra']);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByText(`${'z'.repeat(130)}...`)).toBeTruthy();
    expect(first.getByText(courseStrings.recommended)).toBeTruthy();
    expect(first.getByRole('link', { name: 'Zoology' }).getAttribute('href')).toBe('/course/c2');
    expect(first.getByText('By Ada Author')).toBeTruthy();
  });

  it('searches for the query of the address and says when nothing matches', async () => {
    const seen = await renderAt('/home/search-courses?query=%20zz%20', '/home/search-courses', {
      SearchCourses: { searchCourses: [] },
    });
    expect(seen.find((operation) => operation.operationName === 'SearchCourses')?.variables).toEqual({
      query: 'zz',
    });
    expect(screen.getByText(courseStrings.noCourses)).toBeTruthy();
  });

  it('sends a blank search back to the course list', async () => {
    await renderAt('/home/search-courses?query=%20', '/home/search-courses', {});
    expect(screen.getByTestId('elsewhere')).toBeTruthy();
  });

  it("shows the user's courses under My Courses, offering to remove them", async () => {
    await renderAt('/home/my-courses', '/home/my-courses', {
      MyCourses: { myCourses: [courseAnswer('c1', 'Algebra', { isEnrolled: true })] },
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(courseStrings.views.mine);
    expect(screen.getByRole('button', { name: courseStrings.removeFromMyCourses })).toBeTruthy();
  });
});
