import { type GraphQLResolveInfo, GraphQLScalarType } from 'graphql';
import { z } from 'zod';
import type { MapRecord } from '../../../src/model/map/record.ts';
import { loadCourseMapDocument } from '../../courses/courseMap.ts';
import { mayCopyMap } from '../../maps/copies.ts';
import { loadMapDocument, loadMapRecord } from '../../maps/document.ts';
import { createMap, saveMap, saveMapAs } from '../../maps/save.ts';
import { recordMapUsage } from '../../usage/record.ts';
import { type GraphQLContext, requireViewer } from '../context.ts';
import { rawJson } from '../rawJson.ts';
import { selectsField } from '../selection.ts';
import { parseArgs } from '../validate.ts';
import { id } from './args.ts';

/** JSON passes through as it is: documents are validated by the model where they are written. */
const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  serialize: (value) => value,
  parseValue: (value) => value,
});

const mapArgs = z.object({ mapId: id, courseId: id.nullish() });
// Names are checked (trimmed, required, length) by the model where the map is written.
const createMapArgs = z.object({ name: z.string(), document: z.unknown().optional(), labelId: id.nullish() });
const saveMapArgs = z.object({ mapId: id, baseVersion: z.int().min(1), document: z.unknown() });
const saveMapAsArgs = z.object({ mapId: id, name: z.string(), document: z.unknown() });

const limitsOf = (context: GraphQLContext) => ({ mapMaxBytes: context.mapMaxBytes });

export const mapDocumentResolvers = {
  JSON: JSONScalar,
  Query: {
    map: async (_parent: unknown, args: unknown, context: GraphQLContext, info: GraphQLResolveInfo) => {
      const { mapId, courseId } = parseArgs(mapArgs, args);
      const { db } = context.database;
      // Through its course, signed in or not: what the course opens to this viewer.
      if (courseId) {
        const { documentText, ...record } = await loadCourseMapDocument(
          db,
          context.viewerId,
          mapId,
          courseId,
        );
        return { ...record, document: rawJson(context, documentText) };
      }
      const viewerId = requireViewer(context);
      // Without the document (an offline copy checking for a newer version) the map is not read, nor is
      // the check counted as a load.
      if (!selectsField(info, 'document')) return loadMapRecord(db, viewerId, mapId);
      const { documentText, ...record } = await loadMapDocument(db, viewerId, mapId);
      await recordMapUsage(db, { mapId, userId: viewerId, event: 'load' });
      return { ...record, document: rawJson(context, documentText) };
    },
  },
  MapDocument: {
    // The map was answered to this viewer with their rights on it.
    copyAllowed: (map: MapRecord, _args: unknown, context: GraphQLContext) =>
      context.viewerId !== null && mayCopyMap(context.database.db, context.viewerId, map.id, map),
  },
  Mutation: {
    createMap: (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const viewerId = requireViewer(context);
      const input = parseArgs(createMapArgs, args);
      return createMap(context.database.db, limitsOf(context), viewerId, input);
    },
    saveMap: (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const viewerId = requireViewer(context);
      const input = parseArgs(saveMapArgs, args);
      return saveMap(context.database.db, limitsOf(context), viewerId, input, context.mapEvents);
    },
    saveMapAs: (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const viewerId = requireViewer(context);
      const input = parseArgs(saveMapAsArgs, args);
      return saveMapAs(context.database.db, limitsOf(context), viewerId, input);
    },
  },
};
