/**
 * First render of a course home (issue 28, "first render under 1 s on the bench machine"): the public
 * course of 20 modules and 200 lessons of bench/server/courseHome.ts, made through the app's own GraphQL,
 * opened signed out in headless Chromium against the real server with a cold cache each time, timed
 * from the navigation's start to the frame in which the whole outline is on screen.
 */
import { courseBenchDocument, LESSONS_PER_MODULE, MODULES } from '../server/courseHome';
import { type Metric, percentile, round } from '../types';
import { CREATE_MAP, demoClient, withBenchApp } from './benchApp';

const RUNS = 7;
const ITEMS = MODULES * LESSONS_PER_MODULE;

async function publicCourse(baseUrl: string): Promise<string> {
  const client = await demoClient(baseUrl);
  const ask = async <T>(query: string, variables: Record<string, unknown>): Promise<T> => {
    const { body } = await client.graphql<T>(query, variables);
    if (!body.data) throw new Error(`course bench: ${JSON.stringify(body.errors)}`);
    return body.data;
  };
  const { createMap } = await ask<{ createMap: { id: string } }>(CREATE_MAP, {
    name: 'Course bench',
    document: courseBenchDocument(),
  });
  const { createCourse } = await ask<{ createCourse: { id: string } }>(
    'mutation($mapId: ID!) { createCourse(mapId: $mapId, name: "Course bench") { id } }',
    { mapId: createMap.id },
  );
  await ask(
    'mutation($courseId: ID!, $input: CourseInput!) { updateCourse(courseId: $courseId, input: $input) { id } }',
    {
      courseId: createCourse.id,
      input: {
        name: 'Course bench',
        description: 'Twenty modules of ten lessons.',
        tags: ['bench'],
        access: 'public',
        price: null,
        allowCopies: false,
      },
    },
  );
  return createCourse.id;
}

export async function benchCourseHomeInBrowser(appDir: string): Promise<Metric[]> {
  return withBenchApp(appDir, 'course-home', async ({ baseUrl, browser }) => {
    const courseId = await publicCourse(baseUrl);
    const firstRender: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      // A context of its own: a visitor arriving with nothing cached.
      const context = await browser.newContext({
        viewport: { width: 1280, height: 800 },
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/app/course/${courseId}`, { waitUntil: 'commit' });
      const shown = await page.waitForFunction(
        (items) =>
          document.querySelectorAll('[data-testid="outline-item"]').length === items
            ? performance.now()
            : false,
        ITEMS,
        { polling: 'raf', timeout: 30_000 },
      );
      firstRender.push((await shown.jsonValue()) as number);
      await context.close();
    }
    // The first visit also starts the server's caches; the figure is the visits after it.
    const warm = firstRender.slice(1);
    const metric = (name: string, value: number): Metric => ({
      name: `client.courseHome200.firstRender.${name}`,
      value: round(value),
      unit: 'ms',
      n: warm.length,
    });
    return [metric('p50', percentile(warm, 50)), metric('max', Math.max(...warm))];
  });
}
