import { GraphQLScalarType } from 'graphql';
import { z } from 'zod';
import { loadMapDocument } from '../../maps/document.ts';
import { recordMapUsage } from '../../usage/record.ts';
import { type GraphQLContext, requireViewer } from '../context.ts';
import { parseArgs } from '../validate.ts';
import { id } from './args.ts';

/** JSON passes through as it is: documents are validated by the model where they are written. */
const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  serialize: (value) => value,
  parseValue: (value) => value,
});

const mapArgs = z.object({ mapId: id });

export const mapDocumentResolvers = {
  JSON: JSONScalar,
  Query: {
    map: async (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const viewerId = requireViewer(context);
      const { mapId } = parseArgs(mapArgs, args);
      const record = await loadMapDocument(context.database.db, viewerId, mapId);
      await recordMapUsage(context.database.db, { mapId, userId: viewerId, event: 'load' });
      return record;
    },
  },
};
