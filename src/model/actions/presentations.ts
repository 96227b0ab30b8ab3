/**
 * Saving a presentation into its map (issue 25): the recorder's save is one document action, through
 * the editor's one door like every edit, stored with the map by the map's own save and its version
 * rules. Its inverse puts back what was there: the presentation before, or none, at its place.
 */
import { isRecord } from '../map/read';
import type { MapDocument } from '../map/types';
import { setById } from './lists';
import { ACTION_MESSAGES as MESSAGES } from './messages';
import { fail, succeed } from './result';
import type { ActionResult, SetPresentationAction } from './types';

export function setPresentation(map: MapDocument, action: SetPresentationAction): ActionResult {
  const { presentationId, presentation } = action;
  if (presentation !== null && (!isRecord(presentation) || presentation.id !== presentationId))
    return fail(MESSAGES.presentationIdMismatch(presentationId));
  const set = setById(map.presentations, presentationId, presentation, action.index);
  if (set === null) return fail(MESSAGES.noPresentation(presentationId));
  const inverse: SetPresentationAction = {
    type: 'setPresentation',
    presentationId,
    presentation: set.previous,
    ...(presentation === null && { index: set.at }),
  };
  return succeed({ ...map, presentations: set.list }, inverse);
}
