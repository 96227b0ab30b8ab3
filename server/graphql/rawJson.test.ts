import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { RawJson, rawJson, rawJsonPlugin, stringifyWithRawJson } from './rawJson.ts';

describe('stringifyWithRawJson', () => {
  it('writes raw values as their text, everything else as JSON.stringify does', () => {
    const value = { a: new RawJson('{"x": [1, 2]}'), b: ['$&', new RawJson('"$1"')], c: 'rawjson:x:0' };
    expect(stringifyWithRawJson(value)).toBe('{"a":{"x": [1, 2]},"b":["$&","$1"],"c":"rawjson:x:0"}');
    expect(JSON.parse(stringifyWithRawJson(value))).toEqual({
      a: { x: [1, 2] },
      b: ['$&', '$1'],
      c: 'rawjson:x:0',
    });
  });

  it('is JSON.stringify without raw values', () => {
    const value = { a: 1, b: [null, 'two'], c: { d: true } };
    expect(stringifyWithRawJson(value)).toBe(JSON.stringify(value));
  });
});

describe('rawJsonPlugin', () => {
  const yoga = createYoga({
    schema: createSchema({
      typeDefs: 'scalar JSON\ntype Query { doc: JSON! name: String! }',
      resolvers: {
        Query: {
          doc: (_parent: unknown, _args: unknown, context: object) =>
            rawJson(context, '{"k": [1, {"n": null}]}'),
          name: () => 'm',
        },
      },
    }),
    plugins: [rawJsonPlugin()],
    logging: false,
  });

  it("splices a resolver's raw JSON into the response", async () => {
    const response = await yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ name doc }' }),
    });
    const text = await response.text();
    expect(text).toContain('"doc":{"k": [1, {"n": null}]}');
    expect(JSON.parse(text)).toEqual({ data: { name: 'm', doc: { k: [1, { n: null }] } } });
  });
});
