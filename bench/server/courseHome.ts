import { pathToFileURL } from 'node:url';
import { print } from 'graphql';
import { openDatabase } from '../../server/db/database';
import { json } from '../../server/db/json';
import { COURSE_HOME } from '../../src/api/graphql/courseHome';
import { newId } from '../../src/model/ids';
import type { TestDatabase } from '../../tests/support/testDatabase';
import type { Metric } from '../types';
import { insertBenchUser } from './benchUser';
import { benchSeededQuery } from './graphqlBench';

export const MODULES = 20;
export const LESSONS_PER_MODULE = 10;
const RUNS = 50;
const WARMUP = 5;

/** The course home's own query (src/api/graphql/courseHome.ts). */
const QUERY = print(COURSE_HOME);

/**
 * The map of a course of 20 modules of 10 lessons each (200 items), every lesson a presentation of its map
 * with a video and a sequence of steps, on 500 nodes.
 */
export function courseBenchDocument() {
  const nodes = Array.from({ length: 500 }, (_, index) => ({
    id: `node${String(index).padStart(6, '0')}`,
    title: `Idea ${index}`,
    levels: [{ levelId: 1, position: { x: (index % 25) * 200, y: Math.floor(index / 25) * 100 } }],
  }));
  const presentations: unknown[] = [];
  const courseItems = Array.from({ length: MODULES }, (_, module) => ({
    id: `module${String(module).padStart(4, '0')}`,
    type: 'module',
    name: `Module ${module + 1}`,
    items: Array.from({ length: LESSONS_PER_MODULE }, (_, lesson) => {
      const id = `m${module}l${lesson}`.padEnd(10, '0');
      presentations.push({
        id: `p${id}`.slice(0, 10),
        name: `Lesson ${module + 1}.${lesson + 1}`,
        type: 'lesson',
        videos: [],
        media: { type: 'video', url: `/a/media/video${id}`, duration: 300 },
        sequence: Array.from({ length: 30 }, (_, step) => ({
          action: { type: 'selectNode', nodeId: nodes[(module * 10 + lesson + step) % nodes.length]?.id },
          timeSync: { timestamp: step * 10_000 },
        })),
      });
      return {
        id,
        type: 'lesson',
        name: `Lesson ${module + 1}.${lesson + 1}`,
        presentationId: `p${id}`.slice(0, 10),
      };
    }),
  }));
  return { name: 'Course bench', nodes, connections: [], presentations, courseItems };
}

/** A public course of the map above, straight into the database; answers the course id. */
async function seed(testDatabase: TestDatabase): Promise<string> {
  const database = await openDatabase({
    dataDir: testDatabase.dataDir,
    databaseUrl: testDatabase.databaseUrl,
  });
  const db = database.db;
  try {
    const authorId = await insertBenchUser(db, {
      username: 'bench.courses@example.org',
      password: 'bench courses password',
      lastName: 'Author',
    });
    const document = courseBenchDocument();
    const mapId = newId();
    const courseId = newId();
    await db
      .insertInto('maps')
      .values({
        id: mapId,
        ownerId: authorId,
        name: 'Course bench',
        document: json(document),
        courseId,
        createdBy: authorId,
        updatedBy: authorId,
      })
      .execute();
    await db
      .insertInto('courses')
      .values({
        id: courseId,
        authorId,
        name: 'Course bench',
        description: 'Twenty modules of ten lessons.',
        mapId,
        access: 'public',
        tags: json(['bench']),
        updatedAt: new Date(),
      })
      .execute();
    return courseId;
  } finally {
    await database.close();
  }
}

/** The whole outline, every lesson open or asking to sign in. */
function check(body: { data?: unknown; errors?: unknown }): void {
  const home = (body.data as { courseHome?: { outline: { items: { state: string }[] }[] } } | undefined)
    ?.courseHome;
  const items = home?.outline.flatMap((entry) => entry.items) ?? [];
  if (body.errors || home?.outline.length !== MODULES || items.length !== MODULES * LESSONS_PER_MODULE)
    throw new Error(`courseHome: unexpected answer ${JSON.stringify(body.errors ?? home?.outline.length)}`);
}

/**
 * The course home of a course of 20 modules and 200 items, signed out (target: the server's answer p95
 * under 100 ms), through the real server (its own process) and HTTP.
 */
export async function benchCourseHome(): Promise<Metric[]> {
  return benchSeededQuery({
    name: 'server.courseHome200',
    seed: async (testDatabase) => ({ courseId: await seed(testDatabase) }),
    credentials: null,
    query: QUERY,
    runs: RUNS,
    warmup: WARMUP,
    check,
  });
}

// `npx tsx bench/server/courseHome.ts` runs this benchmark alone.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const metric of await benchCourseHome()) {
    console.log(`${metric.name} ${metric.value} ${metric.unit} (n=${metric.n})`);
  }
}
