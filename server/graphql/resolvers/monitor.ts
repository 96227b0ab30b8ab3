import { requireSiteAdministrator } from '../../admin/actor.ts';
import { listClientErrors } from '../../admin/inbox.ts';
import { type GraphQLContext, requireViewer } from '../context.ts';

/** How many recent errors of each kind the monitor shows. */
const RECENT_ERRORS = 20;

export const monitorResolvers = {
  Query: {
    monitor: async (_parent: unknown, _args: unknown, context: GraphQLContext) => {
      await requireSiteAdministrator(context.database.db, requireViewer(context));
      const [snapshot, clientErrors] = await Promise.all([
        context.serverStatus.snapshot(),
        listClientErrors(context.database.db, { kind: 'everyone' }, { offset: 0, limit: RECENT_ERRORS }),
      ]);
      const { database, ...rest } = snapshot;
      return {
        ...rest,
        database: { kind: database.kind, health: database },
        recentServerErrors: context.serverStatus.errors
          .latest(RECENT_ERRORS)
          .map((entry) => ({ ...entry, id: String(entry.id), at: entry.at.toISOString() })),
        recentClientErrors: clientErrors.items,
      };
    },
  },
};
