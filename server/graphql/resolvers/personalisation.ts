import { z } from 'zod';
import type { MapRecord } from '../../../src/model/map/record.ts';
import {
  loadPersonalisation,
  type MapPersonalisation,
  saveUserAdditions,
  setMapPersonalisable,
} from '../../maps/personalisation.ts';
import { type GraphQLContext, requireViewer } from '../context.ts';
import { parseArgs } from '../validate.ts';
import { id } from './args.ts';

const setPersonalisableArgs = z.object({ mapId: id, personalisable: z.boolean() });
// The additions themselves are checked by the model (src/model/map/userAdditions.ts) where they are written.
const saveUserAdditionsArgs = z.object({ mapId: id, additions: z.unknown() });

const ANONYMOUS_PERSONALISATION: MapPersonalisation = {
  personalisable: false,
  canPersonalise: false,
  isPersonalised: false,
  userAdditions: null,
};

/** One read per answered map, however many of its personalisation fields were asked for. */
const loaded = new WeakMap<MapRecord, Promise<MapPersonalisation>>();

function personalisationOf(map: MapRecord, context: GraphQLContext): Promise<MapPersonalisation> {
  let found = loaded.get(map);
  if (!found) {
    // An anonymous visitor reaches a map only through a public course (map(mapId, courseId)): nothing of
    // theirs is stored, and they cannot personalise it.
    if (context.viewerId === null) return Promise.resolve(ANONYMOUS_PERSONALISATION);
    // The map was answered to this viewer with their rights on it: those rights decide the flags.
    found = loadPersonalisation(context.database.db, requireViewer(context), map.id, map);
    loaded.set(map, found);
  }
  return found;
}

export const personalisationResolvers = {
  MapDocument: {
    personalisable: async (map: MapRecord, _args: unknown, context: GraphQLContext) =>
      (await personalisationOf(map, context)).personalisable,
    canPersonalise: async (map: MapRecord, _args: unknown, context: GraphQLContext) =>
      (await personalisationOf(map, context)).canPersonalise,
    isPersonalised: async (map: MapRecord, _args: unknown, context: GraphQLContext) =>
      (await personalisationOf(map, context)).isPersonalised,
    userAdditions: async (map: MapRecord, _args: unknown, context: GraphQLContext) =>
      (await personalisationOf(map, context)).userAdditions,
  },
  Mutation: {
    setMapPersonalisable: (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const viewerId = requireViewer(context);
      return setMapPersonalisable(context.database.db, viewerId, parseArgs(setPersonalisableArgs, args));
    },
    saveUserAdditions: (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const viewerId = requireViewer(context);
      return saveUserAdditions(context.database.db, viewerId, parseArgs(saveUserAdditionsArgs, args));
    },
  },
};
