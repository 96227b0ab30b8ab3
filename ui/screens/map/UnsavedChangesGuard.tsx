import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '../../dialogs/ConfirmDialog';
import { mapScreenStrings as strings } from './strings';

export interface UnsavedChangesGuardProps {
  /**
   * What is unsaved now, as the spec's texts ('User notes have not been saved.', 'The map has unsaved
   * changes…'); empty when nothing is. Read when the user leaves, so an edit committed on the way out counts.
   */
  unsaved: () => string[];
  /** Paths that stay on this map (its other modes): switching to them keeps the changes in memory. */
  staysOnMap: (pathname: string) => boolean;
}

/**
 * Spec 3 section 5.5: leaving a map with unsaved work asks first, with the spec's texts. Switching between
 * the map's own modes keeps the document and the notes open, so nothing is lost and nothing is asked;
 * closing or reloading the tab gets the browser's own prompt.
 */
export function UnsavedChangesGuard({ unsaved, staysOnMap }: UnsavedChangesGuardProps) {
  const current = useRef(unsaved);
  current.current = unsaved;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname &&
      !staysOnMap(nextLocation.pathname) &&
      current.current().length > 0,
  );
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (current.current().length > 0) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
  return (
    <ConfirmDialog
      destructive
      open={blocker.state === 'blocked'}
      title={strings.unsavedTitle}
      message={unsaved().join(' ')}
      defaultToCancel
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
