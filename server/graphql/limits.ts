/**
 * What one GraphQL request may ask of the server, checked before anything runs (graphql-armor for the
 * query's shape, inputLimits.ts for its text and input). The app's own operations (src/api/graphql) are
 * far inside every limit: at most about 150 tokens, depth 8, cost 600, no aliases and no directives;
 * tests/integration/graphqlLimits.test.ts sends each of them, as Apollo does, through these limits.
 *
 * Together the limits bound the work of one request: parsing stops at the token limit, so no query text
 * costs more than a thousand tokens to read; validation walks at most that many nodes; execution runs at
 * most a few hundred fields, no more than 15 of them aliased copies (each root field is one or a few
 * database queries; a field of each item of a list, such as a class's members, one more per item), nested
 * at most 12 deep. There is no execution timeout: graphql-js cannot stop a running resolver, and the
 * database calls are what takes time; the static bound is what keeps a request short.
 */
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { GraphQLError, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { GRAPHQL_MESSAGES } from './messages.ts';

export const GRAPHQL_LIMITS = {
  /**
   * Characters of query text. Parsed queries and parse errors are cached by their text (1,024 of each),
   * so this bounds the caches too; the app's longest query is about 2,000 characters.
   */
  queryLength: 16 * 1024,
  /**
   * Lexical tokens of the query. It also bounds how deeply a literal can nest (a list literal takes two
   * tokens a level), far below the depth where graphql-js's recursive parser runs out of stack (about
   * 2,000 list levels).
   */
  tokens: 1000,
  /** Nesting of selections (introspection's own nesting is not counted). */
  depth: 12,
  /** Aliased fields: each alias of a root field is another resolver run (and database query). */
  aliases: 15,
  directives: 10,
  /** graphql-armor's cost: objects 2, scalars 1, each level of nesting multiplying by 1.5. */
  cost: 5000,
  /**
   * Nesting of the request's JSON (variables and extensions). Map documents and notes hold rich text,
   * whose lists may nest, but nowhere near this; the model's checks and JSON.stringify recurse per level.
   */
  inputDepth: 100,
} as const;

/** A request refused before it runs: HTTP 400 whatever the client accepts (`spec: false`). */
export function refusedRequest(code: 'QUERY_TOO_COMPLEX' | 'BAD_USER_INPUT', message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code, http: { status: 400, spec: false } } });
}

/**
 * graphql-armor's messages start 'Syntax Error: ' whatever the limit; ours say which limit, with code
 * QUERY_TOO_COMPLEX. A validation rule reports through its context (the validation result, cached by
 * Yoga per document); the token limit has no context and stops the parse by throwing.
 */
function refuse(context: ValidationContext | null, error: GraphQLError): void {
  const detail = error.message.replace(/^Syntax Error: /, '');
  const refusal = refusedRequest('QUERY_TOO_COMPLEX', GRAPHQL_MESSAGES.overLimit(detail));
  if (!context) throw refusal;
  context.reportError(refusal);
}

const onRejection = { propagateOnRejection: false, onReject: [refuse] };

function isRefusal(error: unknown): error is GraphQLError {
  // graphql-jit's variable errors come without extensions.
  return error instanceof GraphQLError && error.extensions?.code === 'QUERY_TOO_COMPLEX';
}

/**
 * The plugin that refuses a query over the limits while it is parsed and validated, before it runs.
 * Yoga marks every parse error (the token limit's refusal is one) as a GraphQL-over-HTTP spec error, which
 * it answers with 200 to a client that accepts only application/json; a refusal is 400 to every client.
 */
export function queryLimitsPlugin(): Plugin {
  return {
    onPluginInit({ addPlugin }) {
      addPlugin(
        EnvelopArmorPlugin({
          maxTokens: { n: GRAPHQL_LIMITS.tokens, ...onRejection },
          maxDepth: { n: GRAPHQL_LIMITS.depth, ...onRejection },
          maxAliases: { n: GRAPHQL_LIMITS.aliases, ...onRejection },
          maxDirectives: { n: GRAPHQL_LIMITS.directives, ...onRejection },
          costLimit: { maxCost: GRAPHQL_LIMITS.cost, ...onRejection },
          // Suggestions are hidden from anonymous callers only (exploration.ts): armor cannot tell them apart.
          blockFieldSuggestion: { enabled: false },
        }),
      );
    },
    onResultProcess({ result }) {
      const errors = 'errors' in result ? result.errors : undefined;
      for (const error of errors ?? []) {
        if (isRefusal(error)) error.extensions.http = { status: 400, spec: false };
      }
    },
  };
}
