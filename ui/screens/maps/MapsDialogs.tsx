import type { Label, MapSummary } from '../../../src/api/graphql';
import { ConfirmDialog } from '../../dialogs/ConfirmDialog';
import { CreateFolderDialog } from './CreateFolderDialog';
import { MoveToFolderDialog } from './MoveToFolderDialog';
import { RenameFolderDialog } from './RenameFolderDialog';
import { mapsStrings } from './strings';
import type { FolderActions } from './useFolderActions';
import type { MapActions } from './useMapActions';

/** The dialog open over the maps area, if any. */
export type MapsDialog =
  | { kind: 'create' }
  | { kind: 'rename'; label: Label }
  | { kind: 'delete'; label: Label }
  | { kind: 'move'; maps: MapSummary[] }
  | null;

export interface MapsDialogsProps {
  dialog: MapsDialog;
  labels: readonly Label[];
  folderActions: FolderActions;
  mapActions: MapActions;
  onCreated: (labelId: string | undefined) => void;
  onDeleted: (label: Label) => void;
  onMoved: () => void;
  onClose: () => void;
}

/** Renders the open dialog: new folder, rename folder, delete folder (confirmation) or move maps. */
export function MapsDialogs({
  dialog,
  labels,
  folderActions,
  mapActions,
  onCreated,
  onDeleted,
  onMoved,
  onClose,
}: MapsDialogsProps) {
  switch (dialog?.kind) {
    case 'create':
      return (
        <CreateFolderDialog
          labels={labels}
          create={folderActions.create}
          onCreated={onCreated}
          onClose={onClose}
        />
      );
    case 'rename':
      return (
        <RenameFolderDialog
          label={dialog.label}
          labels={labels}
          rename={folderActions.rename}
          onClose={onClose}
        />
      );
    case 'delete':
      return (
        <ConfirmDialog
          destructive
          open
          title={mapsStrings.deleteDialog.title}
          message={mapsStrings.deleteDialog.message(dialog.label.name)}
          defaultToCancel
          onCancel={onClose}
          onConfirm={async () => {
            onClose();
            if (await folderActions.remove(dialog.label.id)) onDeleted(dialog.label);
          }}
        />
      );
    case 'move':
      return (
        <MoveToFolderDialog
          mapCount={dialog.maps.length}
          labels={labels}
          onClose={onClose}
          onMove={async (label) => {
            const done = await mapActions.moveMaps(dialog.maps, label);
            if (done) onMoved();
            return done;
          }}
        />
      );
    default:
      return null;
  }
}
