import { Button, Flex, Heading, HStack, Icon, Text } from '@chakra-ui/react';
import type { Label } from '../../../src/api/graphql';
import type { MapViewRoute } from '../../../src/model/mapList/views';
import { IconAction } from '../../components/IconAction';
import { mapsIcons } from './icons';
import { mapsStrings } from './strings';

export interface MapsHeaderProps {
  route: MapViewRoute;
  /** The folder shown, when the view is a folder that exists. */
  folder: Label | undefined;
  mapCount: number | null;
  selectedCount: number;
  onNewFolder: () => void;
  onRenameFolder: (label: Label) => void;
  onDeleteFolder: (label: Label) => void;
  onMoveSelected: () => void;
}

/** The title of the view (the folder's path in a folder), the map count, and the view's actions. */
export function MapsHeader({
  route,
  folder,
  mapCount,
  selectedCount,
  onNewFolder,
  onRenameFolder,
  onDeleteFolder,
  onMoveSelected,
}: MapsHeaderProps) {
  const title = route.view === 'label' ? (folder?.displayName ?? '') : mapsStrings.views[route.view];
  return (
    <Flex gap="3" align="center" wrap="wrap" mb="4">
      <Heading as="h1" size="lg" title={folder?.name}>
        {title}
      </Heading>
      {mapCount !== null && (
        <Text color="fg.muted" fontSize="sm" data-testid="map-count">
          {mapsStrings.mapCount(mapCount)}
        </Text>
      )}
      <HStack gap="2" ml="auto" wrap="wrap">
        {selectedCount > 0 && (
          <Button size="sm" colorPalette="brand" onClick={onMoveSelected}>
            <Icon as={mapsIcons.moveToFolder} />
            {mapsStrings.moveSelected(selectedCount)}
          </Button>
        )}
        {folder && (
          <>
            <IconAction
              icon={mapsIcons.renameFolder}
              label={mapsStrings.renameFolder}
              onClick={() => onRenameFolder(folder)}
            />
            <IconAction
              icon={mapsIcons.deleteFolder}
              label={mapsStrings.deleteFolder}
              danger
              onClick={() => onDeleteFolder(folder)}
            />
          </>
        )}
        <IconAction icon={mapsIcons.newFolder} label={mapsStrings.newFolder} onClick={onNewFolder} />
      </HStack>
    </Flex>
  );
}
