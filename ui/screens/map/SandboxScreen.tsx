import { observer } from 'mobx-react-lite';
import { OPERATION_MODE } from '../../../src/model/map/constants';
import { SANDBOX_MAP_ID } from '../../../src/stores/sandboxMap';
import { useStores } from '../../shell/StoreContext';
import { MapEditorScreen } from './MapScreen';
import { SandboxKeeping } from './SandboxKeeping';
import { useSandboxEditor } from './useMapEditor';

/**
 * /sandbox: the editor on a map of the browser's own, open to anyone, in edit mode, its work kept in the
 * browser; signed in, Save as keeps it as a new map.
 */
export const SandboxScreen = observer(function SandboxScreen() {
  const { auth } = useStores();
  const { editor, keeper } = useSandboxEditor(auth.loggedIn);
  return (
    <MapEditorScreen
      documentId={SANDBOX_MAP_ID}
      editor={editor}
      defaultMode={OPERATION_MODE.EDIT}
      headerExtra={keeper && <SandboxKeeping keeper={keeper} signedIn={auth.loggedIn} />}
      workKept={keeper !== null && !keeper.full}
    />
  );
});

export default SandboxScreen;
