import { useApolloClient } from '@apollo/client/react';
import { Menu } from '@chakra-ui/react';
import { useContext, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RenamedMap } from '../../../src/api/graphql';
import { createMapRecord } from '../../../src/api/graphql/mapPersistence';
import { offlineStrings } from '../../../src/api/offline/strings';
import { errorMessage } from '../../../src/model/errorMessage';
import { exportMapFile, importMapFile } from '../../../src/model/map/exchange';
import type { MapRecord } from '../../../src/model/map/record';
import { storedMapDocument } from '../../../src/model/map/stored';
import type { MapDocument } from '../../../src/model/map/types';
import { MAPS_ROUTE } from '../../../src/model/mapList/views';
import { IconMenuItem } from '../../components/IconMenuItem';
import { TopBarMenu } from '../../components/TopBarMenu';
import { ConfirmDialog } from '../../dialogs/ConfirmDialog';
import { type MapOwnershipDialog, MapOwnershipDialogs } from '../../dialogs/MapOwnershipDialogs';
import { mapOwnershipStrings } from '../../dialogs/strings';
import { useStores } from '../../shell/StoreContext';
import { mapIcons } from './icons';
import { OfflineMenuContext } from './offlineMenu';
import { editorStrings as strings } from './strings';
import { TOOL } from './toolStyle';

export interface MapFileMenuProps {
  map: MapDocument;
  /** Save as… is offered only where the user may save. */
  onSaveAs?: () => void;
  onError: (message: string) => void;
  /** The stored map with the user's rights: Rename (edit rights), Share and Delete (share rights). */
  record?: MapRecord | null;
  onRenamed?: (renamed: RenamedMap) => void;
}

/** A file name from the map's name: letters, digits, spaces, dashes and underscores kept. */
export function mapFileName(name: string): string {
  const safe = name.replace(/[^\p{L}\p{N} _-]+/gu, '').trim();
  return `${safe || 'map'}.json`;
}

/**
 * The map's File menu: Save as…; Export writes the open map as a map file (our own format, version 4);
 * Import reads one and creates a new map from it, opened in edit mode. On a stored map where the offline
 * cache applies (./offlineMenu.ts): Keep offline, Remove offline copy and the list of offline maps. On a
 * stored map, as the user's rights allow: Rename, Share, Delete (which goes back to the maps list).
 */
export function MapFileMenu({ map, onSaveAs, onError, record, onRenamed }: MapFileMenuProps) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const offline = useContext(OfflineMenuContext);
  const { notifications } = useStores();
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [ownership, setOwnership] = useState<MapOwnershipDialog>(null);
  const stored = record ? { id: record.id, name: record.name } : null;

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
      notifications.notify({ alertType: 'success', topic: 'import', text: strings.imported(record.name) });
      navigate(`/${record.id}/edit`);
    } catch (error) {
      onError(errorMessage(error, strings.importFailed));
    }
  };

  return (
    <>
      <TopBarMenu
        icon={mapIcons.fileMenu}
        ariaLabel={strings.fileMenu}
        tooltip={strings.fileMenu}
        buttonProps={{ ...TOOL, 'data-tour': 'file-menu' }}
        onSelect={(value) => {
          if (value === 'saveAs') onSaveAs?.();
          if (value === 'export') download();
          if (value === 'import') input.current?.click();
          if (value === 'keepOffline') offline?.keep();
          // Removing a copy with changes not synced loses them: ask first.
          if (value === 'removeOffline') offline?.unsynced ? setConfirmRemove(true) : offline?.remove();
          if (value === 'offlineMaps') navigate('/offline');
          if (stored && (value === 'rename' || value === 'share' || value === 'delete')) {
            setOwnership({ action: value, map: stored });
          }
        }}
      >
        {onSaveAs && (
          <IconMenuItem value="saveAs" icon={mapIcons.saveAs}>
            {strings.saveAs}
          </IconMenuItem>
        )}
        <IconMenuItem value="export" icon={mapIcons.exportMap}>
          {strings.exportMap}
        </IconMenuItem>
        <IconMenuItem value="import" icon={mapIcons.importMap}>
          {strings.importMap}
        </IconMenuItem>
        {record?.hasEditRights && (
          <IconMenuItem value="rename" icon={mapIcons.renameMap}>
            {mapOwnershipStrings.rename}
          </IconMenuItem>
        )}
        {record?.hasShareRights && (
          <>
            <IconMenuItem value="share" icon={mapIcons.shareMap}>
              {mapOwnershipStrings.share}
            </IconMenuItem>
            <IconMenuItem value="delete" icon={mapIcons.deleteMap} danger>
              {mapOwnershipStrings.delete}
            </IconMenuItem>
          </>
        )}
        {offline && (
          <>
            <Menu.Separator />
            <IconMenuItem value="keepOffline" icon={mapIcons.keepOffline}>
              {offlineStrings.keepOffline}
            </IconMenuItem>
            {offline.cached && (
              <IconMenuItem value="removeOffline" icon={mapIcons.removeOffline}>
                {offlineStrings.removeOffline}
              </IconMenuItem>
            )}
            <IconMenuItem value="offlineMaps" icon={mapIcons.offlineMaps}>
              {offlineStrings.offlineMaps}
            </IconMenuItem>
          </>
        )}
      </TopBarMenu>
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
      <MapOwnershipDialogs
        dialog={ownership}
        onClose={() => setOwnership(null)}
        onRenamed={(renamed) => onRenamed?.(renamed)}
        onDeleted={() => navigate(MAPS_ROUTE)}
      />
      <ConfirmDialog
        destructive
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
