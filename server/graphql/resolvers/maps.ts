import { z } from 'zod';
import { MAP_VIEWS, mapsInView } from '../../../src/model/mapList/summary.ts';
import { loadMapSummaries } from '../../maps/summaries.ts';
import { setUserTag } from '../../maps/userTags.ts';
import { type GraphQLContext, requireViewer } from '../context.ts';
import { parseArgs } from '../validate.ts';
import { id, mapIdList, userTag } from './args.ts';

const mapsArgs = z.object({ view: z.enum(MAP_VIEWS).nullish(), labelId: id.nullish() });
const tagMapsArgs = z.object({ mapIds: mapIdList, tag: userTag });
const tagMapArgs = z.object({ mapId: id, tag: userTag });

async function tagMaps(context: GraphQLContext, args: unknown, on: boolean) {
  const viewerId = requireViewer(context);
  const { mapIds, tag } = parseArgs(tagMapsArgs, args);
  return setUserTag(context.database.db, viewerId, mapIds, tag, on);
}

async function tagMap(context: GraphQLContext, args: unknown, on: boolean) {
  const viewerId = requireViewer(context);
  const { mapId, tag } = parseArgs(tagMapArgs, args);
  const [summary] = await setUserTag(context.database.db, viewerId, [mapId], tag, on);
  return summary;
}

export const mapsResolvers = {
  Query: {
    maps: async (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const viewerId = requireViewer(context);
      const { view, labelId } = parseArgs(mapsArgs, args);
      const maps = await loadMapSummaries(context.database.db, viewerId);
      return view ? mapsInView(maps, view, viewerId, labelId) : maps;
    },
    getMapsForSharing: async (_parent: unknown, _args: unknown, context: GraphQLContext) => {
      const viewerId = requireViewer(context);
      const maps = await loadMapSummaries(context.database.db, viewerId, { shareable: true });
      return maps.filter((map) => !map.userTags.includes('Archived'));
    },
  },
  Mutation: {
    addUserTagToMaps: (_parent: unknown, args: unknown, context: GraphQLContext) =>
      tagMaps(context, args, true),
    removeUserTagFromMaps: (_parent: unknown, args: unknown, context: GraphQLContext) =>
      tagMaps(context, args, false),
    addUserTagToMap: (_parent: unknown, args: unknown, context: GraphQLContext) =>
      tagMap(context, args, true),
    removeUserTag: (_parent: unknown, args: unknown, context: GraphQLContext) => tagMap(context, args, false),
  },
};
