import { describe, expect, it } from 'vitest';
import { buildRequest, toQuery } from './buildRequest';

describe('buildRequest', () => {
  it('puts GET parameters in the query, leaving out missing ones and repeating lists', () => {
    const { url, init } = buildRequest('/a', 'GET', '/users', {
      q: 'a b',
      page: 2,
      archived: false,
      skip: undefined,
      tag: ['x', 'y'],
    });
    expect(url).toBe('/a/users?q=a+b&page=2&archived=false&tag=x&tag=y');
    expect(init).toEqual({ method: 'GET', headers: { accept: 'application/json' } });
  });

  it('appends to a query already in the path, and adds none without parameters', () => {
    expect(buildRequest('/a', 'GET', '/x?y=1', { z: 2 }).url).toBe('/a/x?y=1&z=2');
    expect(buildRequest('/a', 'GET', '/x').url).toBe('/a/x');
    expect(buildRequest('/a', 'GET', '/x', {}).url).toBe('/a/x');
  });

  it.each(['POST', 'PUT', 'DELETE'] as const)('sends a %s payload as JSON', (method) => {
    const { url, init } = buildRequest('/a', method, '/invite', { emails: ['a@x.com'], orgId: 'o1' });
    expect(url).toBe('/a/invite');
    expect(init).toEqual({
      method,
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: '{"emails":["a@x.com"],"orgId":"o1"}',
    });
  });

  it('sends no body without a payload', () => {
    expect(buildRequest('/a', 'POST', '/users/logout').init).toEqual({
      method: 'POST',
      headers: { accept: 'application/json' },
    });
  });

  it('throws when the request cannot be set up', () => {
    expect(() => buildRequest('/a', 'POST', '/x', { n: 1n })).toThrow();
    expect(() => buildRequest('/a', 'POST', '/x', () => 1)).toThrow();
    expect(() => toQuery('text')).toThrow();
    expect(() => toQuery({ nested: { a: 1 } })).toThrow();
  });
});
