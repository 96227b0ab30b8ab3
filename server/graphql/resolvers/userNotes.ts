import { z } from 'zod';
import { loadUserNotes, saveUserNotes } from '../../maps/userNotes.ts';
import { type GraphQLContext, requireViewer } from '../context.ts';
import { parseArgs } from '../validate.ts';
import { id } from './args.ts';

const userNotesArgs = z.object({ mapId: id });
// The notes themselves are checked by the model (src/model/map/userNotes.ts) where they are written.
const saveUserNotesArgs = z.object({ mapId: id, notes: z.unknown() });

export const userNotesResolvers = {
  Query: {
    userNotes: (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const viewerId = requireViewer(context);
      const { mapId } = parseArgs(userNotesArgs, args);
      return loadUserNotes(context.database.db, viewerId, mapId);
    },
  },
  Mutation: {
    saveUserNotes: (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const viewerId = requireViewer(context);
      return saveUserNotes(context.database.db, viewerId, parseArgs(saveUserNotesArgs, args));
    },
  },
};
