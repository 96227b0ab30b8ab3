import { Button, HStack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { LIVE_MESSAGES } from '../../../src/model/live/messages';
import type { MapEditorStore } from '../../../src/stores/MapEditorStore';
import { ConfirmDialog } from '../../dialogs/ConfirmDialog';
import { mapScreenStrings as strings } from './strings';
import { useNewerVersion } from './useNewerVersion';

export interface NewerVersionNoticeProps {
  editor: MapEditorStore;
  mapId: string;
  /** Whether to follow the map: a stored map outside a live session. */
  follows: boolean;
}

/**
 * In the map header: a newer version of the open map was saved elsewhere (issue 24), with Reload, which
 * asks first where the map has unsaved changes (they would be lost).
 */
export const NewerVersionNotice = observer(function NewerVersionNotice({
  editor,
  mapId,
  follows,
}: NewerVersionNoticeProps) {
  const newer = useNewerVersion(editor, mapId, follows);
  const [confirming, setConfirming] = useState(false);
  if (!follows) return null;
  // Whether updates reach the editor, for whoever waits on it (the e2e test).
  if (!newer.newerSaved) return <span hidden data-testid="map-following" data-following={newer.following} />;
  const reload = () => {
    setConfirming(false);
    void newer.reload();
  };
  return (
    <HStack gap="2" flexShrink={0} role="status" data-testid="newer-version">
      <Text fontSize="sm" color="fg.warning">
        {LIVE_MESSAGES.newerVersion}
      </Text>
      <Button
        size="xs"
        variant="outline"
        onClick={() => (editor.document.modified ? setConfirming(true) : reload())}
      >
        {strings.reloadMap}
      </Button>
      <ConfirmDialog
        destructive
        open={confirming}
        title={strings.unsavedTitle}
        message={strings.unsavedChanges}
        defaultToCancel
        onConfirm={reload}
        onCancel={() => setConfirming(false)}
      />
    </HStack>
  );
});
