import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { MapSummary } from '../../../src/api/graphql';
import { mapsStrings } from './strings';

export interface MapRowMenuProps {
  map: MapSummary;
  onArchive: (map: MapSummary, on: boolean) => void;
  onMove: (map: MapSummary) => void;
}

/** A row's menu: archive or restore, move to folder, usage report (/:mapId/usage). */
export function MapRowMenu({ map, onArchive, onMove }: MapRowMenuProps) {
  const archived = map.userTags.includes('Archived');
  return (
    <Menu.Root
      onSelect={({ value }) => {
        if (value === 'archive') onArchive(map, !archived);
        if (value === 'move') onMove(map);
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
