/**
 * A presentation (spec 3 section 3): a timed sequence of steps replayed over a map, optionally in time
 * with a video or an audio track. A lesson is a presentation of type lesson.
 */
import type {
  ChangeStrengthAction,
  HideAllNodesAction,
  HideNodesAction,
  JumpToLocationAction,
  SelectConnectionAction,
  ShowAllNodesExceptAction,
  ShowNodesAction,
} from '../actions/presentationTypes';
import type { SetCurrentLevelAction } from '../actions/structureTypes';
import type { SetSelectionAction } from '../actions/types';
import type { MediaType, PresentationType, VideoShow } from './constants';

/** What a sequence entry does: one of the presentation actions of spec 3, or selecting nodes, or a level. */
export type PresentationStep =
  | HideAllNodesAction
  | ShowAllNodesExceptAction
  | ShowNodesAction
  | HideNodesAction
  | SetSelectionAction
  | SelectConnectionAction
  | JumpToLocationAction
  | SetCurrentLevelAction
  | ChangeStrengthAction;

export type PresentationStepType = PresentationStep['type'];

export interface SequenceEntry {
  action: PresentationStep;
  /** When it happens, in milliseconds from the start of the media; none: when the viewer steps to it. */
  timeSync?: { timestamp: number };
  /** Whether the replay moves on to the next step by itself. */
  transitionAutomatically?: boolean;
  /** The node the step is about (the first it names), as sequences have always said it. */
  nodeId?: string;
}

/** A video: uploaded (`url`), external (`url`), or a file on this device never uploaded (`localVideo`). */
export interface Video {
  id: string;
  url: string;
  /** Seconds, as the media element reports it; 0 until known. */
  duration: number;
  longestWatchedTime?: number;
  localVideo?: boolean;
  localVideoName?: string;
}

export interface Media {
  type: MediaType;
  url: string;
  /** Seconds; 0 until known. */
  duration: number;
}

/** A type, not an interface, so that it is also a map's `StoredPresentation` as it stands. */
export type Presentation = {
  id: string;
  name: string;
  type: PresentationType;
  sequence: SequenceEntry[];
  videos: Video[];
  media: Media | null;
  questionId: string | null;
  playbackSpeed: number;
  videoShow: VideoShow;
  muted: boolean;
};
