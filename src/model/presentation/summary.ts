/**
 * A map's presentations and questions in brief (spec 3 section 3, "Map summary (query)"): what a node's
 * link, a course's items and the like need to name and time them, without the map's nodes. Read from the
 * stored lists as they are: presentations through `loadPresentation`, so those saved by older versions
 * come out typed; questions keep their id, name and prose as a line of text.
 */
import { isRecord } from '../map/read';
import { questionText } from '../quiz/summary';
import type { PresentationType } from './constants';
import { loadPresentation } from './load';

export interface TimedMedia {
  url: string;
  /** Seconds; 0 until known. */
  duration: number;
}

export interface PresentationSummary {
  id: string;
  type: PresentationType;
  name: string;
  media: TimedMedia | null;
  videos: TimedMedia[];
}

export interface QuestionSummary {
  id: string;
  /** The question's name where it has one, else empty. */
  name: string;
  /** Its prose as one line of plain text, cut at 80 characters: what a report's column calls it. */
  text: string;
}

const hasId = (value: unknown): value is { id: string; [field: string]: unknown } =>
  isRecord(value) && typeof value.id === 'string' && value.id !== '';

/** The presentations of a stored `presentations` list; entries without an id are left out, anything else is no list. */
export function summarisePresentations(stored: unknown): PresentationSummary[] {
  if (!Array.isArray(stored)) return [];
  return stored.filter(hasId).map((entry) => {
    const { presentation } = loadPresentation(entry);
    const { id, type, name, media, videos } = presentation;
    return {
      id,
      type,
      name,
      media: media && { url: media.url, duration: media.duration },
      videos: videos.map((video) => ({ url: video.url, duration: video.duration })),
    };
  });
}

/** The questions of a stored `questions` list, each with its id and name. */
export function summariseQuestions(stored: unknown): QuestionSummary[] {
  if (!Array.isArray(stored)) return [];
  return stored.filter(hasId).map((entry) => ({
    id: entry.id,
    name: typeof entry.name === 'string' ? entry.name : '',
    text: questionText(entry.prose),
  }));
}
