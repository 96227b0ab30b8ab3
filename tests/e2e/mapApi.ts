/**
 * Maps and their media made through the app's own API from a signed-in page (GraphQL and /a/maps/…/media,
 * with the CSRF header the app sends), for tests that start from a map with content.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { CSRF_COOKIE, CSRF_HEADER } from '../../src/api/session/cookies';

/** GraphQL as the signed-in page sends it; answers `data`, or throws the errors. */
export async function graphql<T>(page: Page, query: string, variables: Record<string, unknown>): Promise<T> {
  const answer = await page.evaluate(
    async ({ query, variables, csrfCookie, csrfHeader }) => {
      const csrf = new RegExp(`(?:^|; )${csrfCookie}=([^;]*)`).exec(document.cookie)?.[1] ?? '';
      const response = await fetch('/graphql', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', [csrfHeader]: decodeURIComponent(csrf) },
        body: JSON.stringify({ query, variables }),
      });
      return response.json();
    },
    { query, variables, csrfCookie: CSRF_COOKIE, csrfHeader: CSRF_HEADER },
  );
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data as T;
}

/** A new map of the signed-in user holding `map` (its name, nodes, connections, presentations…). */
export async function createMap(page: Page, map: { name: string }): Promise<{ id: string; version: number }> {
  const data = await graphql<{ createMap: { id: string; version: number } }>(
    page,
    'mutation($name: String!, $document: JSON) { createMap(name: $name, document: $document) { id version } }',
    { name: map.name, document: map },
  );
  return data.createMap;
}

/** Saves `document` over version `baseVersion` of the map; answers the new version. */
export async function saveMap(
  page: Page,
  mapId: string,
  baseVersion: number,
  document: unknown,
): Promise<number> {
  const data = await graphql<{ saveMap: { version: number } }>(
    page,
    'mutation($mapId: ID!, $baseVersion: Int!, $document: JSON!) { saveMap(mapId: $mapId, baseVersion: $baseVersion, document: $document) { version } }',
    { mapId, baseVersion, document },
  );
  return data.saveMap.version;
}

/** Uploads a fixture file for the map; answers the medium's path (`/a/media/{id}`). */
export async function uploadMedia(
  page: Page,
  mapId: string,
  file: string,
  contentType: string,
): Promise<string> {
  const base64 = readFileSync(file).toString('base64');
  return page.evaluate(
    async ({ mapId, base64, contentType, csrfCookie, csrfHeader }) => {
      const csrf = new RegExp(`(?:^|; )${csrfCookie}=([^;]*)`).exec(document.cookie)?.[1] ?? '';
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const response = await fetch(`/a/maps/${mapId}/media`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': contentType, [csrfHeader]: decodeURIComponent(csrf) },
        body: bytes,
      });
      if (response.status !== 201) throw new Error(`upload answered ${response.status}`);
      const { id } = (await response.json()) as { id: string };
      return `/a/media/${id}`;
    },
    { mapId, base64, contentType, csrfCookie: CSRF_COOKIE, csrfHeader: CSRF_HEADER },
  );
}

/** Shares the signed-in user's map with the registered user `email` (the Share dialog's mutation). */
export async function shareMapWith(
  page: Page,
  mapId: string,
  email: string,
  accessRight: 'view' | 'edit',
): Promise<void> {
  await graphql(
    page,
    'mutation($mapId: ID!, $email: String!, $accessRight: ShareRight!) { shareMap(mapId: $mapId, email: $email, accessRight: $accessRight) { email } }',
    { mapId, email, accessRight },
  );
}

/** The signed-in user's stored lesson progress on the map (spec 3 section 7, mapProgress). */
export async function mapProgress(
  page: Page,
  mapId: string,
): Promise<{ lessonId: string; longestWatchedTime: number; previousWatchedTime: number }[]> {
  const data = await graphql<{
    mapProgress: { lessons: { lessonId: string; longestWatchedTime: number; previousWatchedTime: number }[] };
  }>(
    page,
    'query($mapId: ID!) { mapProgress(mapId: $mapId) { lessons { lessonId longestWatchedTime previousWatchedTime } } }',
    { mapId },
  );
  return data.mapProgress.lessons;
}
