/**
 * GraphQL Code Generator (`npm run codegen`): the result and variable types of the client's operations,
 * from the server's own type definitions and the documents in src/api/graphql, into
 * src/api/graphql/generated.ts (committed; tests/unit/graphqlCodegen.test.ts fails when it is out of date).
 */
import type { CodegenConfig } from '@graphql-codegen/cli';
import { typeDefs } from './server/graphql/typeDefs/index.ts';

export const GENERATED_TYPES_FILE = 'src/api/graphql/generated.ts';

const config: CodegenConfig = {
  schema: typeDefs,
  documents: ['src/api/graphql/**/*.ts', '!src/api/graphql/**/*.test.ts', `!${GENERATED_TYPES_FILE}`],
  generates: {
    [GENERATED_TYPES_FILE]: {
      plugins: ['typescript-operations'],
      config: {
        // Ids travel as strings; a JSON value (a stored document) is untrusted until the model reads it.
        scalars: { ID: 'string', JSON: 'unknown' },
        // Results as the hand-written code reads them; Apollo's __typename is not read.
        skipTypename: true,
        useTypeImports: true,
      },
    },
  },
  silent: true,
};

export default config;
