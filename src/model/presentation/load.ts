/**
 * Reads a presentation as a map holds it (`StoredPresentation`, kept as received) into a typed
 * `Presentation`, with the spec's defaults for what it leaves out. Sequences saved by older versions
 * of the app load too: their step types in upper snake case (`SHOW_NODES`), node ids under `nodes` or a
 * single `nodeId`, and the time as a bare `timestamp` or a string. A step this cannot read is left out
 * and counted, never guessed at.
 */
import type { StoredPresentation } from '../map/content';
import { isRecord } from '../map/read';
import {
  MEDIA_TYPE,
  PRESENTATION_DEFAULTS,
  PRESENTATION_TYPE,
  type PresentationType,
  VIDEO_SHOW,
  type VideoShow,
} from './constants';
import type { Media, Presentation, PresentationStep, SequenceEntry, Video } from './types';

export interface LoadedPresentation {
  presentation: Presentation;
  /** Steps of the stored sequence that could not be read (left out). */
  unreadSteps: number;
}

/** A new presentation with the spec's defaults (spec 3 section 3). */
export function newPresentation(id: string, fields: Partial<Presentation> = {}): Presentation {
  return {
    id,
    name: PRESENTATION_DEFAULTS.name,
    type: PRESENTATION_DEFAULTS.type,
    sequence: [],
    videos: [],
    media: null,
    questionId: null,
    playbackSpeed: PRESENTATION_DEFAULTS.playbackSpeed,
    videoShow: PRESENTATION_DEFAULTS.videoShow,
    muted: PRESENTATION_DEFAULTS.muted,
    ...fields,
  };
}

export function loadPresentation(stored: StoredPresentation): LoadedPresentation {
  const sequence: SequenceEntry[] = [];
  let unreadSteps = 0;
  for (const entry of Array.isArray(stored.sequence) ? stored.sequence : []) {
    const read = readEntry(entry);
    if (read) sequence.push(read);
    else unreadSteps++;
  }
  const presentation = newPresentation(stored.id, {
    name:
      typeof stored.name === 'string' && stored.name.trim() !== '' ? stored.name : PRESENTATION_DEFAULTS.name,
    type: readType(stored.type),
    sequence,
    videos: Array.isArray(stored.videos) ? stored.videos.flatMap(readVideo) : [],
    media: readMedia(stored.media),
    questionId: typeof stored.questionId === 'string' ? stored.questionId : null,
    playbackSpeed: positiveNumber(stored.playbackSpeed) ?? PRESENTATION_DEFAULTS.playbackSpeed,
    videoShow: readVideoShow(stored.videoShow),
    muted: stored.muted === true,
  });
  return { presentation, unreadSteps };
}

/** Whether a stored presentation is a lesson. */
export function isLesson(stored: StoredPresentation): boolean {
  return readType(stored.type) === PRESENTATION_TYPE.LESSON;
}

function readType(value: unknown): PresentationType {
  const key = typeof value === 'string' ? value.replace(/[_\s-]/g, '').toLowerCase() : '';
  if (key === 'lesson') return PRESENTATION_TYPE.LESSON;
  if (key === 'modelanswer') return PRESENTATION_TYPE.MODEL_ANSWER;
  return PRESENTATION_TYPE.STANDARD;
}

function readVideoShow(value: unknown): VideoShow {
  return (Object.values(VIDEO_SHOW) as unknown[]).includes(value) ? (value as VideoShow) : VIDEO_SHOW.AUTO;
}

function readVideo(value: unknown): Video[] {
  if (!isRecord(value) || typeof value.url !== 'string') return [];
  return [
    {
      id: typeof value.id === 'string' ? value.id : value.url,
      url: value.url,
      duration: nonNegativeNumber(value.duration) ?? 0,
      ...(nonNegativeNumber(value.longestWatchedTime) !== undefined && {
        longestWatchedTime: nonNegativeNumber(value.longestWatchedTime),
      }),
      ...(value.localVideo === true && { localVideo: true }),
      ...(typeof value.localVideoName === 'string' && { localVideoName: value.localVideoName }),
    },
  ];
}

function readMedia(value: unknown): Media | null {
  if (!isRecord(value) || typeof value.url !== 'string' || value.url === '') return null;
  const type = value.type === MEDIA_TYPE.AUDIO ? MEDIA_TYPE.AUDIO : MEDIA_TYPE.VIDEO;
  return { type, url: value.url, duration: nonNegativeNumber(value.duration) ?? 0 };
}

function readEntry(value: unknown): SequenceEntry | undefined {
  if (!isRecord(value)) return undefined;
  const entryNodeId = typeof value.nodeId === 'string' ? value.nodeId : undefined;
  const action = readStep(value.action, entryNodeId);
  if (!action) return undefined;
  const timestamp = nonNegativeNumber(isRecord(value.timeSync) ? value.timeSync.timestamp : value.timestamp);
  const nodeId = entryNodeId ?? firstNodeOf(action);
  return {
    action,
    ...(timestamp !== undefined && { timeSync: { timestamp } }),
    ...(value.transitionAutomatically === true && { transitionAutomatically: true }),
    ...(nodeId !== undefined && { nodeId }),
  };
}

/** The step types by their name in any spelling: `showNodes`, `SHOW_NODES`, `show-nodes`. */
const STEP_TYPES: Record<string, PresentationStep['type']> = {
  hideallnodes: 'hideAllNodes',
  showallnodesexcept: 'showAllNodesExcept',
  showallnodes: 'showAllNodesExcept',
  shownodes: 'showNodes',
  shownode: 'showNodes',
  hidenodes: 'hideNodes',
  hidenode: 'hideNodes',
  selectnode: 'setSelection',
  selectnodes: 'setSelection',
  setselection: 'setSelection',
  selectconnection: 'selectConnection',
  jumptolocation: 'jumpToLocation',
  changelevel: 'setCurrentLevel',
  setcurrentlevel: 'setCurrentLevel',
  changestrength: 'changeStrength',
};

function readStep(value: unknown, entryNodeId: string | undefined): PresentationStep | undefined {
  if (!isRecord(value) || typeof value.type !== 'string') return undefined;
  const type = STEP_TYPES[value.type.replace(/[_\s-]/g, '').toLowerCase()];
  const nodeIds = readNodeIds(value, entryNodeId);
  switch (type) {
    case 'hideAllNodes':
      return { type };
    case 'showAllNodesExcept':
    case 'showNodes':
    case 'hideNodes':
    case 'setSelection':
    case 'jumpToLocation':
      if (type !== 'showAllNodesExcept' && type !== 'setSelection' && nodeIds.length === 0) return undefined;
      return { type, nodeIds };
    case 'selectConnection': {
      const connectionId = value.connectionId ?? null;
      return typeof connectionId === 'string' || connectionId === null ? { type, connectionId } : undefined;
    }
    case 'setCurrentLevel': {
      const levelId = Number(value.levelId);
      return Number.isInteger(levelId) ? { type, levelId } : undefined;
    }
    case 'changeStrength': {
      const nodeId = nodeIds[0];
      const strength = value.strength === null ? null : Number(value.strength);
      if (nodeId === undefined || (strength !== null && !Number.isFinite(strength))) return undefined;
      return { type, nodeId, strength };
    }
    default:
      return undefined;
  }
}

function readNodeIds(value: Record<string, unknown>, entryNodeId: string | undefined): string[] {
  const list = Array.isArray(value.nodeIds)
    ? value.nodeIds
    : Array.isArray(value.nodes)
      ? value.nodes
      : undefined;
  if (list) return list.filter((id): id is string => typeof id === 'string');
  const single = typeof value.nodeId === 'string' ? value.nodeId : entryNodeId;
  return single === undefined ? [] : [single];
}

/** The first node a step names: what its entry's `nodeId` says. */
export function firstNodeOf(step: PresentationStep): string | undefined {
  return nodesOfStep(step)[0];
}

/** Every node a step names. */
export function nodesOfStep(step: PresentationStep): readonly string[] {
  switch (step.type) {
    case 'showAllNodesExcept':
    case 'showNodes':
    case 'hideNodes':
    case 'setSelection':
    case 'jumpToLocation':
      return step.nodeIds;
    case 'changeStrength':
      return [step.nodeId];
    default:
      return [];
  }
}

function nonNegativeNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? number : undefined;
}

function positiveNumber(value: unknown): number | undefined {
  const number = nonNegativeNumber(value);
  return number !== undefined && number > 0 ? number : undefined;
}
