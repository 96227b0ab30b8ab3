import { Box } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { type OfflineCache, offlineCache } from '../../../src/api/offline/OfflineCache';
import { OFFLINE_MESSAGES } from '../../../src/api/offline/strings';
import { OPERATION_MODE } from '../../../src/model/map/constants';
import { FormError } from '../../components/FormError';
import { MapEditorScreen } from './MapScreen';
import { OfflineSync } from './OfflineSync';
import { useOfflineEditor } from './useMapEditor';

/**
 * /offline/:offlineDocumentId (and its modes): a map kept in the browser's cache, opened in edit mode
 * when the kept copy carries edit rights. Save writes the cache; Sync sends it to the server.
 */
export function OfflineMapScreen() {
  const { offlineDocumentId = '' } = useParams();
  const cache = offlineCache();
  if (!cache)
    return (
      <Box p="8">
        <FormError message={OFFLINE_MESSAGES.notSupported} />
      </Box>
    );
  return <OfflineEditor key={offlineDocumentId} mapId={offlineDocumentId} cache={cache} />;
}

function OfflineEditor({ mapId, cache }: { mapId: string; cache: OfflineCache }) {
  const editor = useOfflineEditor(mapId, cache);
  return (
    <MapEditorScreen
      documentId={`offline/${mapId}`}
      mapId={mapId}
      editor={editor}
      defaultMode={OPERATION_MODE.EDIT}
      headerExtra={<OfflineSync editor={editor} cache={cache} mapId={mapId} />}
    />
  );
}

export default OfflineMapScreen;
