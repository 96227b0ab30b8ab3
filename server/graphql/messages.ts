/** User-visible texts of requests refused by the GraphQL endpoint's limits. */

const BYTES_PER_MIB = 1024 * 1024;

export const GRAPHQL_MESSAGES = {
  /** A query over one of the limits of limits.ts; `detail` says which, e.g. 'Aliases limit of 15 exceeded'. */
  overLimit: (detail: string) => `The query is over the server's limits: ${detail}`,
  queryTooLong: (limit: number) => `The query text is too long (the limit is ${limit} characters).`,
  inputTooDeep: (limit: number) => `The request's input is nested too deeply (the limit is ${limit} levels).`,
  anonymousBodyTooLarge: (limitBytes: number) =>
    `The request is too large: without signing in, a request may send at most ${limitBytes / BYTES_PER_MIB} MiB.`,
} as const;
