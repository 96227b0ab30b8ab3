/** Courses made through the app's own GraphQL from the author's signed-in page (issue 28). */
import type { Page } from '@playwright/test';
import { graphql } from './mapApi';

export interface CourseSettings {
  name: string;
  description: string;
  tags: string[];
  access: 'private' | 'public' | 'public-not-listed';
  price: { amount: number; currency: string } | null;
  allowCopies: boolean;
}

/** A course of the author's map `mapId`, with `settings` (public, priced…); answers its id. */
export async function createCourse(page: Page, mapId: string, settings: CourseSettings): Promise<string> {
  const { createCourse } = await graphql<{ createCourse: { id: string } }>(
    page,
    'mutation($mapId: ID!, $name: String!) { createCourse(mapId: $mapId, name: $name) { id } }',
    { mapId, name: settings.name },
  );
  await graphql(
    page,
    'mutation($courseId: ID!, $input: CourseInput!) { updateCourse(courseId: $courseId, input: $input) { id } }',
    { courseId: createCourse.id, input: settings },
  );
  return createCourse.id;
}
