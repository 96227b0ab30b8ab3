/**
 * The client's GraphQL documents against the server's schema: a field or argument the server does not
 * have fails here, not in a browser.
 */
import type { DocumentNode } from 'graphql';
import { validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../../server/graphql/schema';
import * as operations from '../../src/api/graphql';

const documents = Object.entries(operations).filter(
  (entry): entry is [string, DocumentNode] =>
    typeof entry[1] === 'object' && entry[1] !== null && (entry[1] as DocumentNode).kind === 'Document',
);

describe('client GraphQL operations', () => {
  it('has operations to check', () => {
    expect(documents.length).toBeGreaterThan(30);
  });

  for (const [name, document] of documents) {
    it(`${name} is valid against the server schema`, () => {
      expect(validate(schema, document).map((error) => error.message)).toEqual([]);
    });
  }
});
