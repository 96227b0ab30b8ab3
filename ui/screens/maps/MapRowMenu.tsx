import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { MapSummary } from '../../../src/api/graphql';
import type { MapOwnershipAction } from '../../dialogs/MapOwnershipDialogs';
import { mapOwnershipStrings } from '../../dialogs/strings';
import { mapsStrings } from './strings';

export interface MapRowMenuProps {
  map: MapSummary;
  onArchive: (map: MapSummary, on: boolean) => void;
  onMove: (map: MapSummary) => void;
  /** The viewer owns the map: Rename, Share and Delete are offered. */
  owned: boolean;
  onManage: (map: MapSummary, action: MapOwnershipAction) => void;
}

/**
 * A row's menu: on the viewer's own maps rename, share and delete; archive or restore, move to folder,
 * usage report (/:mapId/usage).
 */
export function MapRowMenu({ map, owned, onArchive, onMove, onManage }: MapRowMenuProps) {
  const archived = map.userTags.includes('Archived');
  return (
    <Menu.Root
      onSelect={({ value }) => {
        if (value === 'archive') onArchive(map, !archived);
        if (value === 'move') onMove(map);
        if (value === 'rename' || value === 'share' || value === 'delete') onManage(map, value);
      }}
    >
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={mapsStrings.table.rowMenu(map.name)}>
          ⋮
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {owned && (
              <>
                <Menu.Item value="rename">{mapOwnershipStrings.rename}</Menu.Item>
                <Menu.Item value="share">{mapOwnershipStrings.share}</Menu.Item>
                <Menu.Item value="delete">{mapOwnershipStrings.delete}</Menu.Item>
                <Menu.Separator />
              </>
            )}
            <Menu.Item value="archive">
              {archived ? mapsStrings.rowMenu.restore : mapsStrings.rowMenu.archive}
            </Menu.Item>
            <Menu.Item value="move">{mapsStrings.rowMenu.move}</Menu.Item>
            <Menu.Item value="usage" asChild>
              <RouterLink to={`/${encodeURIComponent(map.id)}/usage`}>{mapsStrings.rowMenu.usage}</RouterLink>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
