import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { forbidden } from '../errors';
import { unexpectedCauses } from './unexpectedErrors';

describe('unexpectedCauses', () => {
  it('keeps what went wrong and leaves out the refusals resolvers meant', () => {
    const bug = new TypeError('x is undefined');
    const wrapped = new GraphQLError(bug.message, { originalError: bug });
    const refusal = forbidden('No.');
    const wrappedRefusal = new GraphQLError(refusal.message, { originalError: refusal });
    const validation = new GraphQLError('Cannot query field "nope".');
    const thrown = new Error('database down');
    expect(unexpectedCauses([wrapped, refusal, wrappedRefusal, validation, thrown])).toEqual([bug, thrown]);
  });
});
