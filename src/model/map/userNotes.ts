/**
 * A user's own notes on a map (spec 2 section 3: "notes list with an overview content id"): private to
 * the user, kept beside the map rather than in it, so a reader with view rights can write them. The
 * overview is the note on the whole map; every other note belongs to one node. A new overview starts
 * from the map's userNoteTemplate.
 */
import { z } from 'zod';
import { isEmptyDocument } from '../richText/document';
import type { RichText } from './content';

export interface UserNote {
  id: string;
  /** The node the note is about; null for the overview. */
  nodeId: string | null;
  content: RichText | null;
}

export interface UserNotes {
  /** The id of the note on the whole map, among `notes`. */
  overviewId: string;
  notes: UserNote[];
}

/** A stored notes document larger than this is refused (a megabyte of text is far beyond a note). */
export const USER_NOTES_MAX_BYTES = 1_000_000;

export const USER_NOTES_MESSAGES = {
  malformed: 'The notes are not well formed.',
  // Tenths of a megabyte rounded up, so a size over the limit never reads as the limit.
  tooLarge: (bytes: number) =>
    `The notes are too large to save (${Math.ceil(bytes / 1e5) / 10} MB; the limit is ${USER_NOTES_MAX_BYTES / 1e6} MB).`,
  overviewMissing: 'The notes have no overview note.',
  duplicateNode: (nodeId: string) => `There are two notes on node '${nodeId}'.`,
} as const;

const noteSchema = z.object({
  id: z.string().min(1),
  nodeId: z.string().min(1).nullable(),
  content: z.unknown().optional(),
});
const notesSchema = z.object({ overviewId: z.string().min(1), notes: z.array(noteSchema) });

/** A user's notes before they wrote any: the overview only, holding the map's template if it has one. */
export function newUserNotes(template: RichText | null, newId: () => string): UserNotes {
  const overviewId = newId();
  return { overviewId, notes: [{ id: overviewId, nodeId: null, content: template ?? null }] };
}

/** The content of the overview (nodeId null) or of a node's note; null where there is none. */
export function noteContent(notes: UserNotes, nodeId: string | null): RichText | null {
  const note = nodeId === null ? overviewOf(notes) : notes.notes.find((each) => each.nodeId === nodeId);
  return note?.content ?? null;
}

/**
 * The notes with the overview's or a node's content replaced. An empty document is stored as no content,
 * and a node's note left empty is dropped (the overview stays: it carries the notes' id).
 */
export function withNoteContent(
  notes: UserNotes,
  nodeId: string | null,
  content: RichText | null,
  newId: () => string,
): UserNotes {
  const stored = isEmptyDocument(content) ? null : content;
  const target = nodeId === null ? overviewOf(notes) : notes.notes.find((note) => note.nodeId === nodeId);
  if (target) {
    if (stored === null && nodeId !== null)
      return { ...notes, notes: notes.notes.filter((note) => note !== target) };
    return {
      ...notes,
      notes: notes.notes.map((note) => (note === target ? { ...note, content: stored } : note)),
    };
  }
  if (stored === null) return notes;
  return { ...notes, notes: [...notes.notes, { id: newId(), nodeId, content: stored }] };
}

/** The ids of the nodes that have a note, for marking them. */
export function notedNodeIds(notes: UserNotes): string[] {
  return notes.notes.flatMap((note) => (note.nodeId === null ? [] : [note.nodeId]));
}

export type ReadUserNotes =
  | { ok: true; notes: UserNotes }
  /** `tooLarge` tells a refusal for size from one for shape. */
  | { ok: false; error: string; tooLarge: boolean };

/**
 * A stored or submitted notes document checked: well formed, an overview among its notes, at most one
 * note per node, within the size limit.
 */
export function readUserNotes(value: unknown): ReadUserNotes {
  const bytes = new TextEncoder().encode(JSON.stringify(value ?? null)).length;
  if (bytes > USER_NOTES_MAX_BYTES)
    return { ok: false, error: USER_NOTES_MESSAGES.tooLarge(bytes), tooLarge: true };
  const parsed = notesSchema.safeParse(value);
  if (!parsed.success) return invalid(USER_NOTES_MESSAGES.malformed);
  const notes: UserNotes = {
    overviewId: parsed.data.overviewId,
    notes: parsed.data.notes.map(({ id, nodeId, content }) => ({ id, nodeId, content: content ?? null })),
  };
  const overview = notes.notes.find((note) => note.id === notes.overviewId);
  if (!overview || overview.nodeId !== null) return invalid(USER_NOTES_MESSAGES.overviewMissing);
  const seen = new Set<string>();
  for (const { nodeId } of notes.notes) {
    if (nodeId === null) continue;
    if (seen.has(nodeId)) return invalid(USER_NOTES_MESSAGES.duplicateNode(nodeId));
    seen.add(nodeId);
  }
  return { ok: true, notes };
}

function invalid(error: string): ReadUserNotes {
  return { ok: false, error, tooLarge: false };
}

function overviewOf(notes: UserNotes): UserNote | undefined {
  return notes.notes.find((note) => note.id === notes.overviewId);
}
