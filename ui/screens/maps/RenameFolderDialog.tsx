import type { Label } from '../../../src/api/graphql';
import { displayName, planLabelRename } from '../../../src/model/folders/labelName';
import { FolderNameDialog } from './FolderNameDialog';
import { mapsStrings } from './strings';
import type { FolderActions } from './useFolderActions';

export interface RenameFolderDialogProps {
  label: Label;
  labels: readonly Label[];
  rename: FolderActions['rename'];
  onClose: () => void;
}

/**
 * Rename folder (spec 1 section 5): the new name replaces the last segment of the path; no slash,
 * non-empty after trim, and a name another folder has without regard to case gives 'Duplicate name'.
 */
export function RenameFolderDialog({ label, labels, rename, onClose }: RenameFolderDialogProps) {
  return (
    <FolderNameDialog
      title={mapsStrings.renameDialog.title}
      label={mapsStrings.renameDialog.name}
      submitLabel={mapsStrings.renameDialog.submit}
      initialName={displayName(label.name)}
      onClose={onClose}
      onSubmit={async (raw) => {
        const plan = planLabelRename(label.id, raw, labels);
        if (!plan.ok) return plan.error;
        const result = await rename(label.id, raw.trim());
        return result.ok ? null : result.error;
      }}
    />
  );
}
