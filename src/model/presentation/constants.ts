/**
 * Presentation constants and enums (spec 3 sections 3 and 9): one home for every number the recorder,
 * the player and the remote displays follow.
 */
type ValueOf<T> = T[keyof T];

export const PRESENTATION_TYPE = {
  STANDARD: 'standard',
  LESSON: 'lesson',
  MODEL_ANSWER: 'modelAnswer',
} as const;
export type PresentationType = ValueOf<typeof PRESENTATION_TYPE>;

export const REPLAY_STATUS = { PLAYING: 'PLAYING', PAUSED: 'PAUSED', STOPPED: 'STOPPED' } as const;
export type ReplayStatus = ValueOf<typeof REPLAY_STATUS>;

/** Sub-modes as routes spell them (lower case; spec 3 section 3). */
export const SUB_MODE = {
  STANDALONE: 'standalone',
  VIDEO: 'video',
  VIDEO_MAP: 'videomap',
  NAVIGATOR: 'navigator',
  OBSERVER: 'observer',
  VIDEO_OBSERVER: 'videoobserver',
} as const;
export type SubMode = ValueOf<typeof SUB_MODE>;
export const SUB_MODES: readonly SubMode[] = Object.values(SUB_MODE);
/** Displays that lead a room: their replay drives the followers. */
export const PRIMARY_SUB_MODES: readonly SubMode[] = [SUB_MODE.VIDEO, SUB_MODE.VIDEO_MAP];
/** Displays that follow a primary display. */
export const FOLLOWER_SUB_MODES: readonly SubMode[] = [
  SUB_MODE.NAVIGATOR,
  SUB_MODE.OBSERVER,
  SUB_MODE.VIDEO_OBSERVER,
];

export const ACTION_MODE = {
  PRIMARY: 'primary',
  ACT_LOCALLY: 'actLocally',
  SEND_TO_PRIMARY: 'sendToPrimary',
  EXTERNAL_REQUEST: 'externalRequest',
  NONE: 'none',
} as const;
export type ActionMode = ValueOf<typeof ACTION_MODE>;

export const VIDEO_SHOW = { AUTO: 'Video auto', SHOW: 'Video show', HIDE: 'Video hide' } as const;
export type VideoShow = ValueOf<typeof VIDEO_SHOW>;

export const MEDIA_TYPE = { VIDEO: 'video', AUDIO: 'audio' } as const;
export type MediaType = ValueOf<typeof MEDIA_TYPE>;

/** The id a presentation not saved yet has in its route, compared without regard to case. */
export const NEW_PRESENTATION_ID = 'NEW';

export const PRESENTATION_DEFAULTS = {
  name: 'New Presentation',
  type: PRESENTATION_TYPE.STANDARD,
  playbackSpeed: 1,
  videoShow: VIDEO_SHOW.AUTO,
  muted: false,
} as const;

/** Recording (spec 3 sections 4.3 and 9). */
export const RECORDING = {
  /** Where the closing show-all sits until the media's length is known. */
  defaultFinalTimeMs: 1e8,
  /** The closing show-all is at least this far from the start… */
  minimumFinalTimeMs: 1000,
  /** …and about this long before the end of the media. */
  finalBeforeEndMs: 1000,
  /** A video whose played time is within this of its length has reached its end while recording. */
  videoEndMarginMs: 500,
  /** The sequence editor panel's narrowest width. */
  panelMinWidthPx: 361,
} as const;

/** Playback (spec 3 sections 4.2 and 9). */
export const PLAYBACK = {
  /** Over when the played time plus this reaches the media's duration. */
  endMarginMs: 1000,
  /** After a seek the replay re-syncs with the media this much later. */
  resyncAfterSeekMs: 200,
  /** A follower's reported time within this of the leader's (each side) needs no seek. */
  externalRequestToleranceMs: 500,
  /** A beep sounds when a trigger time is this close. */
  beepWithinMs: 1000,
  /** The beep's fade in and out, a fraction of its length. */
  beepFadeFraction: 0.05,
  /** Forward and rewind move by this much. */
  skipMs: 10_000,
  /** Speeds offered. */
  speeds: [0.5, 0.75, 1, 1.25, 1.5, 2] as const,
} as const;

/** Lesson progress (spec 3 sections 4.7 and 9). */
export const LESSON_PROGRESS = {
  tickMs: 1000,
  /** Saved after every this many seconds of play, and on leaving after at least as many. */
  saveEverySeconds: 10,
} as const;

/** Video player settings (spec 3 section 3): hidden video shrinks to this percentage; 16:9. */
export const VIDEO_PLAYER = {
  hiddenSizePercent: 20,
  defaultSizePercent: 30,
  aspectRatio: 0.5625,
} as const;

/** The strength animation of a presentation's strength change steps once a second (spec 3 section 9). */
export const STRENGTH_STEP_MS = 1000;
