/**
 * Saving a presentation into its map (issue 25): the recorder's save is one document action, through
 * the editor's one door like every edit, stored with the map by the map's own save and its version
 * rules. Its inverse puts back what was there: the presentation before, or none, at its place.
 */
import { isRecord } from '../map/read';
import type { MapDocument } from '../map/types';
import { ACTION_MESSAGES as MESSAGES } from './messages';
import { fail, succeed } from './result';
import type { ActionResult, SetPresentationAction } from './types';

export function setPresentation(map: MapDocument, action: SetPresentationAction): ActionResult {
  const { presentationId, presentation } = action;
  if (presentation !== null && (!isRecord(presentation) || presentation.id !== presentationId))
    return fail(MESSAGES.presentationIdMismatch(presentationId));
  const list = map.presentations;
  const at = list.findIndex((existing) => existing.id === presentationId);
  const previous = at < 0 ? null : (list[at] ?? null);
  if (presentation === null && previous === null) return fail(MESSAGES.noPresentation(presentationId));
  const inverse: SetPresentationAction = {
    type: 'setPresentation',
    presentationId,
    presentation: previous,
    ...(presentation === null && { index: at }),
  };
  let presentations: typeof list;
  if (presentation === null) presentations = list.filter((_, index) => index !== at);
  else if (at >= 0) presentations = list.map((existing, index) => (index === at ? presentation : existing));
  else {
    const index = Math.min(Math.max(action.index ?? list.length, 0), list.length);
    presentations = [...list.slice(0, index), presentation, ...list.slice(index)];
  }
  return succeed({ ...map, presentations }, inverse);
}
