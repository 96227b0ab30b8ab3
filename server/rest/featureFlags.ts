import type { FastifyInstance } from 'fastify';
import { type FeatureFlags, toFlagList } from '../../src/model/featureFlags.ts';

/** `GET /a/feature/flags`: the spec's flag list, values from configuration (`FEATURE_FLAGS`). */
export function registerFeatureFlags(app: FastifyInstance, flags: FeatureFlags): void {
  const body = toFlagList(flags);
  app.get('/a/feature/flags', async () => body);
}
