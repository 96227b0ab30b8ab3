/**
 * The shape of a presentation as the recorder saves it and a live-edit client may send it (strict: a
 * typed `Presentation`, src/model/presentation/types.ts). Stored presentations older than this are
 * read by ./load.ts instead, which never refuses them.
 */
import { z } from 'zod';
import { id, integer, strength } from '../map/schema';
import { MEDIA_TYPE, PRESENTATION_TYPE, VIDEO_SHOW } from './constants';
import type { Presentation, PresentationStep } from './types';

/** Bounds that keep one presentation within what a map may sensibly hold. */
export const PRESENTATION_LIMITS = {
  maxSteps: 20_000,
  maxNodesPerStep: 5_000,
  maxNameLength: 200,
  maxUrlLength: 2_000,
  maxVideos: 20,
} as const;

const nodeIds = z.array(id).max(PRESENTATION_LIMITS.maxNodesPerStep);
const seconds = z.number().finite().nonnegative();

const step = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('hideAllNodes') }),
  z.strictObject({ type: z.literal('showAllNodesExcept'), nodeIds }),
  z.strictObject({ type: z.literal('showNodes'), nodeIds }),
  z.strictObject({ type: z.literal('hideNodes'), nodeIds }),
  z.strictObject({ type: z.literal('setSelection'), nodeIds }),
  z.strictObject({ type: z.literal('selectConnection'), connectionId: id.nullable() }),
  z.strictObject({ type: z.literal('jumpToLocation'), nodeIds }),
  z.strictObject({
    type: z.literal('setCurrentLevel'),
    levelId: integer,
    routeToCurrentLevel: z.array(integer).optional(),
  }),
  z.strictObject({ type: z.literal('changeStrength'), nodeId: id, strength: strength.nullable() }),
]) satisfies z.ZodType<PresentationStep>;

const sequenceEntry = z.strictObject({
  action: step,
  timeSync: z.strictObject({ timestamp: z.number().finite().nonnegative() }).optional(),
  transitionAutomatically: z.boolean().optional(),
  nodeId: id.optional(),
});

const url = z.string().max(PRESENTATION_LIMITS.maxUrlLength);

export const presentationSchema = z.strictObject({
  id,
  name: z.string().trim().min(1).max(PRESENTATION_LIMITS.maxNameLength),
  type: z.enum(Object.values(PRESENTATION_TYPE)),
  sequence: z.array(sequenceEntry).max(PRESENTATION_LIMITS.maxSteps),
  videos: z
    .array(
      z.strictObject({
        id,
        url,
        duration: seconds,
        longestWatchedTime: seconds.optional(),
        localVideo: z.boolean().optional(),
        localVideoName: z.string().max(PRESENTATION_LIMITS.maxNameLength).optional(),
      }),
    )
    .max(PRESENTATION_LIMITS.maxVideos),
  media: z
    .strictObject({ type: z.enum(Object.values(MEDIA_TYPE)), url: url.min(1), duration: seconds })
    .nullable(),
  questionId: id.nullable(),
  playbackSpeed: z.number().finite().positive().max(16),
  videoShow: z.enum(Object.values(VIDEO_SHOW)),
  muted: z.boolean(),
}) satisfies z.ZodType<Presentation>;
