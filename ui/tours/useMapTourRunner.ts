import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { type TourId, tutorialFromRouteState } from '../../src/model/tours';
import type { UserFlag } from '../../src/model/userFlags';
import type { MapEditorStore } from '../../src/stores/MapEditorStore';
import { TourStore } from '../../src/stores/TourStore';
import { useStores } from '../shell/StoreContext';
import { useSetUserFlags } from '../shell/useSetUserFlags';
import type { MapTours } from './mapTours';
import { showTour } from './showTour';
import { tourStrings } from './strings';

export interface MapTourRunnerOptions {
  editor: MapEditorStore;
  /** The map's edit route: the tours are about editing, so they run in edit mode. */
  editPath: string;
  /** Shows the main editor panel, where the node's title and content steps point. */
  showMainEditor: () => void;
}

/**
 * The guided tours over one map page: a TourStore following the map's changes, drawn with driver.js, its
 * finished tours kept in the user's flags, and the tour the route's state asks for started once the map is
 * open. Answers the page's offer to the Tutorials menu, or null while the user may not edit the map (or
 * nobody is signed in to keep a finished tour).
 */
export function useMapTourRunner({
  editor,
  editPath,
  showMainEditor,
}: MapTourRunnerOptions): MapTours | null {
  const { auth, notifications } = useStores();
  const setFlags = useSetUserFlags();
  const navigate = useNavigate();
  const location = useLocation();
  const markDone = useRef<(flag: UserFlag) => void>(() => {});
  markDone.current = (flag) =>
    void setFlags([flag]).catch(() =>
      notifications.notify({ alertType: 'error', text: tourStrings.notKept }),
    );
  const [tours] = useState(
    () =>
      new TourStore({
        selectedNodeCount: () => editor.selectedNodes.length,
        markDone: (flag) => markDone.current(flag),
      }),
  );
  useEffect(() => tours.follow(editor.document), [tours, editor]);
  useEffect(() => showTour(tours), [tours]);

  const available = auth.user !== null && editor.document.state.status === 'ready' && editor.mayEdit;
  const start = useCallback(
    (tour: TourId) => {
      if (!editor.canEdit) navigate(editPath);
      showMainEditor();
      tours.start(tour);
    },
    [editor, editPath, navigate, showMainEditor, tours],
  );

  // The tutorial the route's state asks for (a newcomer's new map), once: the state is cleared so that a
  // reload does not start it again.
  const requested = tutorialFromRouteState(location.state);
  const requestHandled = useRef(false);
  useEffect(() => {
    if (!available || requested === null || requestHandled.current) return;
    requestHandled.current = true;
    navigate(location.pathname, { replace: true, state: null });
    start(requested);
  }, [available, requested, start, navigate, location.pathname]);

  return useMemo(() => (available ? { start } : null), [available, start]);
}
