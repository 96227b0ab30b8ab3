import { observer } from 'mobx-react-lite';
import { OPERATION_MODE } from '../../../src/model/map/constants';
import { SANDBOX_MAP_ID } from '../../../src/stores/sandboxMap';
import { useStores } from '../../shell/StoreContext';
import { MapEditorScreen } from './MapScreen';
import { useSandboxEditor } from './useMapEditor';

/**
 * /sandbox: the editor on a map of the browser's own, open to anyone, in edit mode; signed in, Save as
 * keeps it as a new map.
 */
export const SandboxScreen = observer(function SandboxScreen() {
  const { auth } = useStores();
  return (
    <MapEditorScreen
      documentId={SANDBOX_MAP_ID}
      editor={useSandboxEditor(auth.loggedIn)}
      defaultMode={OPERATION_MODE.EDIT}
    />
  );
});

export default SandboxScreen;
