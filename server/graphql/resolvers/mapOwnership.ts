import { z } from 'zod';
import {
  deleteMap,
  listMapShares,
  renameMap,
  SHARE_RIGHTS,
  shareMapWith,
  unshareMap,
} from '../../maps/ownership.ts';
import { type GraphQLContext, requireViewer } from '../context.ts';
import { parseArgs } from '../validate.ts';
import { id } from './args.ts';

const mapArgs = z.object({ mapId: id });
// Names are checked (trimmed, required, length) by the model where the map is written.
const renameArgs = z.object({ mapId: id, name: z.string() });
const shareArgs = z.object({
  mapId: id,
  email: z.string().trim().min(1).max(320),
  accessRight: z.enum(SHARE_RIGHTS),
});
const unshareArgs = z.object({ mapId: id, userId: id });

export const mapOwnershipResolvers = {
  Query: {
    mapShares: (_parent: unknown, args: unknown, context: GraphQLContext) =>
      listMapShares(context.database.db, requireViewer(context), parseArgs(mapArgs, args).mapId),
  },
  Mutation: {
    renameMap: (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const viewerId = requireViewer(context);
      const { mapId, name } = parseArgs(renameArgs, args);
      return renameMap(context.database.db, viewerId, mapId, name, context.mapEvents);
    },
    deleteMap: (_parent: unknown, args: unknown, context: GraphQLContext) =>
      deleteMap(
        context.database.db,
        requireViewer(context),
        parseArgs(mapArgs, args).mapId,
        context.mapEvents,
      ),
    shareMap: (_parent: unknown, args: unknown, context: GraphQLContext) =>
      shareMapWith(context.database.db, requireViewer(context), parseArgs(shareArgs, args)),
    unshareMap: (_parent: unknown, args: unknown, context: GraphQLContext) =>
      unshareMap(
        context.database.db,
        requireViewer(context),
        parseArgs(unshareArgs, args),
        context.mapEvents,
      ),
  },
};
