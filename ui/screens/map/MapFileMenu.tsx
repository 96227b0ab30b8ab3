import { useApolloClient } from '@apollo/client/react';
import { Button, Menu, Portal } from '@chakra-ui/react';
import { useContext, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createMapRecord } from '../../../src/api/graphql/mapPersistence';
import { offlineStrings } from '../../../src/api/offline/strings';
import { errorMessage } from '../../../src/model/errorMessage';
import { exportMapFile, importMapFile } from '../../../src/model/map/exchange';
import { storedMapDocument } from '../../../src/model/map/stored';
import type { MapDocument } from '../../../src/model/map/types';
import { ConfirmDialog } from '../../dialogs/ConfirmDialog';
import { OfflineMenuContext } from './offlineMenu';
import { editorStrings as strings } from './strings';

export interface MapFileMenuProps {
  map: MapDocument;
  /** Save as… is offered only where the user may save. */
  onSaveAs?: () => void;
  onError: (message: string) => void;
}

/** A file name from the map's name: letters, digits, spaces, dashes and underscores kept. */
export function mapFileName(name: string): string {
  const safe = name.replace(/[^\p{L}\p{N} _-]+/gu, '').trim();
  return `${safe || 'map'}.json`;
}

/**
 * The map's File menu: Save as…; Export writes the open map as a map file (our own format, version 4);
 * Import reads one and creates a new map from it, opened in edit mode. On a stored map where the offline
 * cache applies (./offlineMenu.ts): Keep offline, Remove offline copy and the list of offline maps.
 */
export function MapFileMenu({ map, onSaveAs, onError }: MapFileMenuProps) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const offline = useContext(OfflineMenuContext);
  const [confirmRemove, setConfirmRemove] = useState(false);

  const download = () => {
    const url = URL.createObjectURL(new Blob([exportMapFile(map)], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = mapFileName(map.name);
    link.click();
    URL.revokeObjectURL(url);
  };

  const upload = async (file: File) => {
    const result = importMapFile(await file.text());
    if (!result.ok) return onError(result.error);
    try {
      const record = await createMapRecord(client, {
        name: result.map.name,
        document: storedMapDocument(result.map),
      });
      navigate(`/${record.id}/edit`);
    } catch (error) {
      onError(errorMessage(error, strings.importFailed));
    }
  };

  return (
    <>
      <Menu.Root
        onSelect={({ value }) => {
          if (value === 'saveAs') onSaveAs?.();
          if (value === 'export') download();
          if (value === 'import') input.current?.click();
          if (value === 'keepOffline') offline?.keep();
          // Removing a copy with changes not synced loses them: ask first.
          if (value === 'removeOffline') offline?.unsynced ? setConfirmRemove(true) : offline?.remove();
          if (value === 'offlineMaps') navigate('/offline');
        }}
      >
        <Menu.Trigger asChild>
          <Button size="xs" variant="outline" data-tour="file-menu">
            {strings.fileMenu}
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {onSaveAs && <Menu.Item value="saveAs">{strings.saveAs}</Menu.Item>}
              <Menu.Item value="export">{strings.exportMap}</Menu.Item>
              <Menu.Item value="import">{strings.importMap}</Menu.Item>
              {offline && (
                <>
                  <Menu.Separator />
                  <Menu.Item value="keepOffline">{offlineStrings.keepOffline}</Menu.Item>
                  {offline.cached && (
                    <Menu.Item value="removeOffline">{offlineStrings.removeOffline}</Menu.Item>
                  )}
                  <Menu.Item value="offlineMaps">{offlineStrings.offlineMaps}</Menu.Item>
                </>
              )}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        hidden
        aria-label={strings.importFile}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      <ConfirmDialog
        open={confirmRemove}
        defaultToCancel
        onCancel={() => setConfirmRemove(false)}
        onConfirm={() => {
          setConfirmRemove(false);
          offline?.remove();
        }}
      />
    </>
  );
}
