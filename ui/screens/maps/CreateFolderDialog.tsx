import type { Label } from '../../../src/api/graphql';
import { checkNewLabelName } from '../../../src/model/folders/labelName';
import { FolderNameDialog } from './FolderNameDialog';
import { mapsStrings } from './strings';
import type { FolderActions } from './useFolderActions';

export interface CreateFolderDialogProps {
  labels: readonly Label[];
  create: FolderActions['create'];
  /** Called with the new folder's id once created. */
  onCreated: (labelId: string | undefined) => void;
  onClose: () => void;
}

/** New folder: the name is checked as the server will (checkNewLabelName), then created. */
export function CreateFolderDialog({ labels, create, onCreated, onClose }: CreateFolderDialogProps) {
  return (
    <FolderNameDialog
      title={mapsStrings.createDialog.title}
      label={mapsStrings.createDialog.name}
      hint={mapsStrings.createDialog.hint}
      submitLabel={mapsStrings.createDialog.submit}
      onClose={onClose}
      onSubmit={async (raw) => {
        const checked = checkNewLabelName(raw, labels);
        if (!checked.ok) return checked.error;
        const result = await create(checked.name);
        if (!result.ok) return result.error;
        onCreated(result.id);
        return null;
      }}
    />
  );
}
