import type { RenamedMap } from '../../src/api/graphql';
import { DeleteMapDialog } from './DeleteMapDialog';
import { RenameMapDialog } from './RenameMapDialog';
import { ShareMapDialog } from './ShareMapDialog';

export type MapOwnershipAction = 'rename' | 'delete' | 'share';

/** The map-management dialog open, if any, and the map it is about. */
export type MapOwnershipDialog = { action: MapOwnershipAction; map: { id: string; name: string } } | null;

export interface MapOwnershipDialogsProps {
  dialog: MapOwnershipDialog;
  onRenamed: (renamed: RenamedMap) => void;
  onDeleted: (mapId: string) => void;
  onClose: () => void;
}

/** Rename, delete (with the spec's confirmation) or share a map: one place for the maps table and the File menu. */
export function MapOwnershipDialogs({ dialog, onRenamed, onDeleted, onClose }: MapOwnershipDialogsProps) {
  switch (dialog?.action) {
    case 'rename':
      return (
        <RenameMapDialog
          map={dialog.map}
          onClose={onClose}
          onRenamed={(renamed) => {
            onClose();
            onRenamed(renamed);
          }}
        />
      );
    case 'delete':
      return <DeleteMapDialog map={dialog.map} onClose={onClose} onDeleted={onDeleted} />;
    case 'share':
      return <ShareMapDialog map={dialog.map} onClose={onClose} />;
    default:
      return null;
  }
}
