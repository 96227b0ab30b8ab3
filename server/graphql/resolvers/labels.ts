import { z } from 'zod';
import { displayName } from '../../../src/model/folders/labelName.ts';
import { createLabel, deleteLabel, listLabels, moveMapsToLabel, renameLabel } from '../../maps/labels.ts';
import { type GraphQLContext, requireViewer } from '../context.ts';
import { parseArgs } from '../validate.ts';
import { id, mapIdList } from './args.ts';

const name = z.string().max(1000);

export const labelsResolvers = {
  Label: {
    displayName: (label: { name: string }) => displayName(label.name),
  },
  Query: {
    mapLabels: (_parent: unknown, _args: unknown, context: GraphQLContext) =>
      listLabels(context.database.db, requireViewer(context)),
  },
  Mutation: {
    createLabel: (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const viewerId = requireViewer(context);
      const parsed = parseArgs(z.object({ name }), args);
      return createLabel(context.database.db, viewerId, parsed.name);
    },
    renameLabel: (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const viewerId = requireViewer(context);
      const parsed = parseArgs(z.object({ id, name }), args);
      return renameLabel(context.database.db, viewerId, parsed.id, parsed.name);
    },
    deleteLabel: (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const viewerId = requireViewer(context);
      const { labelId } = parseArgs(z.object({ labelId: id }), args);
      return deleteLabel(context.database.db, viewerId, labelId);
    },
    moveMapsToLabel: (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const viewerId = requireViewer(context);
      const parsed = parseArgs(z.object({ mapIds: mapIdList, labelId: id.nullish() }), args);
      return moveMapsToLabel(context.database.db, viewerId, parsed.mapIds, parsed.labelId ?? null);
    },
  },
};
