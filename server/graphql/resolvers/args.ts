import { z } from 'zod';
import { USER_TAGS } from '../../../src/model/mapList/summary.ts';

/** Argument shapes shared by several resolvers. */
export const id = z.string().trim().min(1, 'must not be empty').max(64);
/** A list of map ids in one call: the maps list's multi-select, up to 10,000 rows. */
export const mapIdList = z.array(id).min(1, 'select at least one map').max(10_000);
export const userTag = z.enum(USER_TAGS);
