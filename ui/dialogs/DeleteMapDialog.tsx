import { useMutation } from '@apollo/client/react';
import { DELETE_MAP } from '../../src/api/graphql';
import { errorMessage } from '../../src/model/errorMessage';
import { useStores } from '../shell/StoreContext';
import { ConfirmDialog } from './ConfirmDialog';
import { mapOwnershipStrings as strings } from './strings';

export interface DeleteMapDialogProps {
  map: { id: string; name: string };
  onDeleted: (mapId: string) => void;
  onClose: () => void;
}

/** The spec's delete confirmation (default title, Cancel first); Confirm deletes the map on the server. */
export function DeleteMapDialog({ map, onDeleted, onClose }: DeleteMapDialogProps) {
  const { notifications } = useStores();
  const [deleteMap] = useMutation(DELETE_MAP, { fetchPolicy: 'no-cache' });
  const tell = (alertType: 'success' | 'error', text: string) =>
    notifications.notify({ alertType, topic: 'maps', text });
  return (
    <ConfirmDialog
      destructive
      open
      defaultToCancel
      message={strings.deleteMessage(map.name)}
      onCancel={onClose}
      onConfirm={async () => {
        onClose();
        try {
          await deleteMap({ variables: { mapId: map.id } });
        } catch (failure) {
          tell('error', `${strings.deleteFailed}: ${errorMessage(failure, strings.failed)}`);
          return;
        }
        tell('success', strings.deleted(map.name));
        onDeleted(map.id);
      }}
    />
  );
}
