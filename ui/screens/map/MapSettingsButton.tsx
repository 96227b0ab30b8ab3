import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { EditResult } from '../../../src/model/actions/types';
import type { MapEditorStore } from '../../../src/stores/MapEditorStore';
import { IconAction } from '../../components/IconAction';
import { MapSettingsDialog } from '../../dialogs/MapSettingsDialog';
import { mapSettingsStrings as strings } from '../../dialogs/strings';
import { mapIcons } from './icons';
import { TOOL } from './toolStyle';

/**
 * The toolbar's Map settings: anyone may look; a change goes through the editor's one door (edit mode
 * and edit rights), and the server checks the rights again when the map is saved.
 */
export const MapSettingsButton = observer(function MapSettingsButton({
  editor,
  onResult,
}: {
  editor: MapEditorStore;
  onResult: (result: EditResult | null) => void;
}) {
  const [open, setOpen] = useState(false);
  const settings = editor.document.map?.settings;
  return (
    <>
      <IconAction
        {...TOOL}
        icon={mapIcons.settings}
        label={strings.open}
        onClick={() => setOpen(true)}
        disabled={!settings}
      />
      {open && settings && (
        <MapSettingsDialog
          settings={settings}
          editable={editor.canEdit}
          readOnlyReason={editor.mayEdit ? strings.readOnly : strings.noRights}
          apply={(action) => {
            const result = editor.edit(action);
            onResult(result);
            return result.ok;
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
});
