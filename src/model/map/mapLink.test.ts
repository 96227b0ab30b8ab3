import { describe, expect, it } from 'vitest';
import { appMapPath, mapLinkTarget } from './mapLink';

const origin = 'http://127.0.0.1:3001';

describe('mapLinkTarget', () => {
  it('opens a linked map at its route', () => {
    expect(mapLinkTarget({ mapId: 'abcdefghij', linkType: 'map' })).toEqual({
      kind: 'map',
      path: '/abcdefghij',
    });
  });

  it('says a presentation or lesson cannot be opened yet, and a missing or none link goes nowhere', () => {
    expect(mapLinkTarget({ mapId: 'abcdefghij', linkType: 'presentation' })).toEqual({ kind: 'unavailable' });
    expect(mapLinkTarget({ mapId: 'abcdefghij', linkType: 'lesson' })).toEqual({ kind: 'unavailable' });
    expect(mapLinkTarget({ mapId: 'abcdefghij', linkType: 'none' })).toEqual({ kind: 'none' });
    expect(mapLinkTarget(undefined)).toEqual({ kind: 'none' });
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
