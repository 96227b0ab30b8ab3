import { type FieldNode, Kind, parse, visit } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { MAP_RECORD } from './mapDocument';
import { MAP_DOCUMENT_QUERY } from './mapDocumentQuery';
import { mapIdOfPath, PREFETCH_TTL_MS, prefetchMapDocument, takePrefetchedMap } from './mapPrefetch';

const MAP_ID = 'Ab3dE6gH9j';
const record = { id: MAP_ID, name: 'Cells', version: 2, document: { nodes: [] } };

function answering(body: unknown, status = 200) {
  return vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => Response.json(body, { status }));
}

function start(
  fetch: typeof globalThis.fetch,
  { pathname = `/app/${MAP_ID}/edit`, signedIn = true, at = 1000 } = {},
) {
  prefetchMapDocument({ pathname, signedIn, fetch, now: () => at });
}

describe('mapIdOfPath', () => {
  it('finds the map of a map route and of its modes, and nothing on other routes', () => {
    expect(mapIdOfPath(`/app/${MAP_ID}`)).toBe(MAP_ID);
    for (const mode of ['edit', 'review', 'liveedit'])
      expect(mapIdOfPath(`/app/${MAP_ID}/${mode}`)).toBe(MAP_ID);
    for (const other of [
      `/app/${MAP_ID}/usage`,
      `/app/offline/${MAP_ID}`,
      '/app/home',
      '/app/sandbox',
      '/app/new',
      `/${MAP_ID}`,
      `/app/${MAP_ID}x`,
    ])
      expect(mapIdOfPath(other)).toBeNull();
  });
});

describe('prefetchMapDocument and takePrefetchedMap', () => {
  it('sends the editor query for the route’s map and hands its answer over once, to that map only', async () => {
    const fetch = answering({ data: { map: record } });
    start(fetch);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/graphql');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(JSON.parse(String(init?.body))).toEqual({
      operationName: 'MapDocument',
      query: MAP_DOCUMENT_QUERY,
      variables: { mapId: MAP_ID },
    });
    expect(await takePrefetchedMap(MAP_ID, 2000)).toEqual(record);
    expect(await takePrefetchedMap(MAP_ID, 2000)).toBeNull();

    start(answering({ data: { map: record } }));
    expect(await takePrefetchedMap('Zz3dE6gH9j', 2000)).toBeNull();
    expect(await takePrefetchedMap(MAP_ID, 2000)).toBeNull();
  });

  it('asks nothing without a possible session or off a map route', () => {
    const fetch = answering({ data: { map: record } });
    start(fetch, { signedIn: false });
    start(fetch, { pathname: '/app/home' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('leaves the editor to ask itself when the answer is an error, a failure or too old', async () => {
    start(answering({ data: null, errors: [{ message: 'x', extensions: { code: 'UNAUTHENTICATED' } }] }));
    expect(await takePrefetchedMap(MAP_ID, 2000)).toBeNull();
    start(answering({ error: 'down' }, 503));
    expect(await takePrefetchedMap(MAP_ID, 2000)).toBeNull();
    start(vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await takePrefetchedMap(MAP_ID, 2000)).toBeNull();
    start(answering({ data: { map: record } }), { at: 1000 });
    expect(await takePrefetchedMap(MAP_ID, 1000 + PREFETCH_TTL_MS + 1)).toBeNull();
  });
});

describe('MAP_DOCUMENT_QUERY', () => {
  it('asks the map record’s fields, the document, whether it may be copied and personalising it, as the editor expects', () => {
    const fieldsOf = (source: string) => {
      const names: string[] = [];
      visit(parse(source), {
        Field: (node: FieldNode) => {
          if (node.name.value !== 'map') names.push(node.name.value);
        },
        FragmentSpread: () => undefined,
      });
      return names.sort();
    };
    const recordSource = MAP_RECORD.loc?.source.body ?? '';
    const personalisation = ['personalisable', 'canPersonalise', 'isPersonalised', 'userAdditions'];
    expect(fieldsOf(MAP_DOCUMENT_QUERY)).toEqual(
      [...fieldsOf(recordSource), 'document', 'copyAllowed', ...personalisation].sort(),
    );
    expect(parse(MAP_DOCUMENT_QUERY).definitions[0]?.kind).toBe(Kind.OPERATION_DEFINITION);
  });
});
