import { Icon, IconButton, Menu, Portal } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { MapSummary } from '../../../src/api/graphql';
import { IconMenuItem } from '../../components/IconMenuItem';
import type { MapOwnershipAction } from '../../dialogs/MapOwnershipDialogs';
import { mapOwnershipStrings } from '../../dialogs/strings';
import { mapsIcons } from './icons';
import { mapsStrings } from './strings';

export interface MapRowMenuProps {
  map: MapSummary;
  onArchive: (map: MapSummary, on: boolean) => void;
  onMove: (map: MapSummary) => void;
  /** The viewer owns the map: Rename, Share and Delete are offered. */
  owned: boolean;
  /** Reports (usage, course) are for site administrators and the map's owner (spec 3 section 6, issue 29). */
  siteAdmin: boolean;
  onManage: (map: MapSummary, action: MapOwnershipAction) => void;
}

/**
 * A row's menu: on the viewer's own maps rename, share and delete; archive or restore, move to folder,
 * usage report (/:mapId/usage).
 */
export function MapRowMenu({ map, owned, siteAdmin, onArchive, onMove, onManage }: MapRowMenuProps) {
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
          <Icon as={mapsIcons.rowMenu} />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {owned && (
              <>
                <IconMenuItem value="rename" icon={mapsIcons.renameMap}>
                  {mapOwnershipStrings.rename}
                </IconMenuItem>
                <IconMenuItem value="share" icon={mapsIcons.shareMap}>
                  {mapOwnershipStrings.share}
                </IconMenuItem>
                <IconMenuItem value="delete" icon={mapsIcons.deleteMap} danger>
                  {mapOwnershipStrings.delete}
                </IconMenuItem>
                <Menu.Separator />
              </>
            )}
            <IconMenuItem value="archive" icon={archived ? mapsIcons.restore : mapsIcons.archive}>
              {archived ? mapsStrings.rowMenu.restore : mapsStrings.rowMenu.archive}
            </IconMenuItem>
            <IconMenuItem value="move" icon={mapsIcons.moveToFolder}>
              {mapsStrings.rowMenu.move}
            </IconMenuItem>
            {(owned || siteAdmin) && (
              <>
                <Menu.Item value="usage" asChild>
                  <RouterLink to={`/${encodeURIComponent(map.id)}/usage`}>
                    <Icon as={mapsIcons.usage} aria-hidden />
                    {mapsStrings.rowMenu.usage}
                  </RouterLink>
                </Menu.Item>
                <Menu.Item value="courseReport" asChild>
                  <RouterLink to={`/${encodeURIComponent(map.id)}/courseReport`}>
                    <Icon as={mapsIcons.courseReport} aria-hidden />
                    {mapsStrings.rowMenu.courseReport}
                  </RouterLink>
                </Menu.Item>
              </>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
