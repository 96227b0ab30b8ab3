import { describe, expect, it } from 'vitest';
import { appMapPath, linkedPresentationChoices, mapLinkTarget } from './mapLink';

const origin = 'http://127.0.0.1:3001';

describe('mapLinkTarget', () => {
  it('opens a linked map at its route', () => {
    expect(mapLinkTarget({ mapId: 'abcdefghij', linkType: 'map' })).toEqual({
      kind: 'open',
      path: '/abcdefghij',
    });
  });

  it('replays a linked presentation or lesson standalone over its map', () => {
    expect(mapLinkTarget({ mapId: 'abcdefghij', linkType: 'presentation', secondaryId: 'p1' })).toEqual({
      kind: 'open',
      path: '/abcdefghij/presentation/p1/standalone',
    });
    expect(mapLinkTarget({ mapId: 'abcdefghij', linkType: 'lesson', secondaryId: 'l 2' })).toEqual({
      kind: 'open',
      path: '/abcdefghij/lesson/l%202/standalone',
    });
  });

  it('opens the linked map for a presentation or lesson link that names none', () => {
    for (const linkType of ['presentation', 'lesson'] as const) {
      expect(mapLinkTarget({ mapId: 'abcdefghij', linkType })).toEqual({ kind: 'open', path: '/abcdefghij' });
      expect(mapLinkTarget({ mapId: 'abcdefghij', linkType, secondaryId: '' })).toEqual({
        kind: 'open',
        path: '/abcdefghij',
      });
    }
  });

  it('goes nowhere for a none link, one without a map, or none at all', () => {
    expect(mapLinkTarget({ mapId: 'abcdefghij', linkType: 'none' })).toEqual({ kind: 'none' });
    expect(mapLinkTarget({ mapId: '', linkType: 'presentation', secondaryId: 'p1' })).toEqual({
      kind: 'none',
    });
    expect(mapLinkTarget(undefined)).toEqual({ kind: 'none' });
  });
});

describe('linkedPresentationChoices', () => {
  const presentations = [
    { id: 'p1', type: 'standard' as const, name: 'Tour' },
    { id: 'l1', type: 'lesson' as const, name: 'Light' },
    { id: 'm1', type: 'modelAnswer' as const, name: 'Worked answer' },
  ];
  const ids = (result: { choices: { id: string }[]; missing: boolean }) => ({
    ids: result.choices.map((choice) => choice.id),
    missing: result.missing,
  });

  it('offers a presentation link the standard presentations and a lesson link the lessons', () => {
    expect(ids(linkedPresentationChoices(presentations, 'presentation', undefined))).toEqual({
      ids: ['p1'],
      missing: false,
    });
    expect(ids(linkedPresentationChoices(presentations, 'lesson', 'l1'))).toEqual({
      ids: ['l1'],
      missing: false,
    });
  });

  it('keeps the presentation a link names among the choices, a model answer too, and tells one that is gone', () => {
    expect(ids(linkedPresentationChoices(presentations, 'presentation', 'm1'))).toEqual({
      ids: ['p1', 'm1'],
      missing: false,
    });
    expect(ids(linkedPresentationChoices(presentations, 'lesson', 'gone'))).toEqual({
      ids: ['l1'],
      missing: true,
    });
  });
});

describe('appMapPath', () => {
  it('finds the route of a map of this app, keeping its mode and deep link', () => {
    expect(appMapPath(`${origin}/app/abcdefghij`, origin)).toBe('/abcdefghij');
    expect(appMapPath(`${origin}/app/abcdefghij/review?nodeId=n1&levelId=2`, origin)).toBe(
      '/abcdefghij/review?nodeId=n1&levelId=2',
    );
  });

  it('leaves other addresses alone: other sites, other pages of the app, unknown modes, nonsense', () => {
    expect(appMapPath('https://example.com/app/abcdefghij', origin)).toBeNull();
    expect(appMapPath(`${origin}/app/home`, origin)).toBeNull();
    expect(appMapPath(`${origin}/app/abcdefghij/delete`, origin)).toBeNull();
    expect(appMapPath(`${origin}/other/abcdefghij`, origin)).toBeNull();
    expect(appMapPath('http://[', origin)).toBeNull();
  });
});
