import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '../../dialogs/ConfirmDialog';
import { mapScreenStrings as strings } from './strings';

export interface UnsavedChangesGuardProps {
  modified: boolean;
  /** Paths that stay on this map (its other modes): switching to them keeps the changes in memory. */
  staysOnMap: (pathname: string) => boolean;
}

/**
 * Spec 3 section 5.5: leaving a map with unsaved changes asks first, with the spec's text. Switching
 * between the map's own modes keeps the document open, so nothing is lost and nothing is asked; closing
 * or reloading the tab gets the browser's own prompt.
 */
export function UnsavedChangesGuard({ modified, staysOnMap }: UnsavedChangesGuardProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      modified && currentLocation.pathname !== nextLocation.pathname && !staysOnMap(nextLocation.pathname),
  );
  useEffect(() => {
    if (!modified) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [modified]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={strings.unsavedTitle}
      message={strings.unsavedChanges}
      defaultToCancel
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
