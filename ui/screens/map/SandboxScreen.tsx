import { OPERATION_MODE } from '../../../src/model/map/constants';
import { SANDBOX_MAP_ID } from '../../../src/stores/sandboxMap';
import { MapEditorScreen } from './MapScreen';
import { useSandboxEditor } from './useMapEditor';

/** /sandbox: the editor on a map of the browser's own, open to anyone, in edit mode. */
export function SandboxScreen() {
  return (
    <MapEditorScreen
      documentId={SANDBOX_MAP_ID}
      editor={useSandboxEditor()}
      defaultMode={OPERATION_MODE.EDIT}
    />
  );
}

export default SandboxScreen;
