/**
 * The client's generated GraphQL types (src/api/graphql/generated.ts) are those GraphQL Code Generator makes
 * from the server's schema and the client's documents now (`npm run codegen` writes them), and the
 * schema's enums are the domain's.
 */
import { readFileSync } from 'node:fs';
import { generate } from '@graphql-codegen/cli';
import { GraphQLEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import config, { GENERATED_TYPES_FILE } from '../../codegen';
import { schema } from '../../server/graphql/schema';
import { GROUP_ROLES, RESOURCE_TYPES } from '../../src/model/classes/rules';
import { MAP_VIEWS, USER_TAGS } from '../../src/model/mapList/summary';

describe('generated GraphQL types', () => {
  it('are up to date with the schema and the documents (run npm run codegen)', async () => {
    const outputs: { filename: string; content: string }[] = await generate(config, false);
    const generated = outputs.find((output) => output.filename.endsWith(GENERATED_TYPES_FILE));
    expect(generated?.content).toBeDefined();
    expect(readFileSync(GENERATED_TYPES_FILE, 'utf8')).toBe(generated?.content);
  }, 60_000);

  it.each([
    ['UserTag', USER_TAGS],
    ['MapView', MAP_VIEWS],
    ['GroupRole', GROUP_ROLES],
    ['ResourceType', RESOURCE_TYPES],
  ])('has the schema enum %s with the domain’s values', (name, domainValues) => {
    const type = schema.getType(name);
    expect(type).toBeInstanceOf(GraphQLEnumType);
    const values = (type as GraphQLEnumType).getValues().map((value) => value.value);
    expect(values.sort()).toEqual([...domainValues].sort());
  });
});
