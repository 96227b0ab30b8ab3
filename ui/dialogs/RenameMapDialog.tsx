import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { RENAME_MAP, type RenamedMap } from '../../src/api/graphql';
import { errorMessage } from '../../src/model/errorMessage';
import { mapOwnershipStrings as strings } from './strings';
import { TextEntryDialog } from './TextEntryDialog';

export interface RenameMapDialogProps {
  map: { id: string; name: string };
  onRenamed: (renamed: RenamedMap) => void;
  onClose: () => void;
}

/** Asks for a map's new name and renames it on the server; a refusal stays in the dialog. */
export function RenameMapDialog({ map, onRenamed, onClose }: RenameMapDialogProps) {
  const [renameMap, { loading }] = useMutation(RENAME_MAP, { fetchPolicy: 'no-cache' });
  const [error, setError] = useState<string | null>(null);
  return (
    <TextEntryDialog
      open
      title={strings.renameTitle}
      label={strings.renameLabel}
      submitLabel={strings.rename}
      initialValue={map.name}
      busy={loading}
      error={error}
      onClose={onClose}
      onSubmit={async (name) => {
        try {
          const { data } = await renameMap({ variables: { mapId: map.id, name } });
          if (data) onRenamed(data.renameMap);
        } catch (failure) {
          setError(errorMessage(failure, strings.failed));
        }
      }}
    />
  );
}
