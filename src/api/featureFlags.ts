import { type FeatureFlags, fromFlagList } from '../model/featureFlags';
import { requestJson } from './http';

/** `GET /a/feature/flags`. */
export async function fetchFeatureFlags(): Promise<FeatureFlags> {
  const list = await requestJson<unknown>('GET', '/feature/flags');
  if (!Array.isArray(list)) throw new Error('Feature flags: the answer is not a list');
  return fromFlagList(list);
}
