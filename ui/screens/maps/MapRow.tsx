import { Box, Checkbox, Grid, HStack, Link, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { MapSummary } from '../../../src/api/graphql';
import { IconAction } from '../../components/IconAction';
import type { MapOwnershipAction } from '../../dialogs/MapOwnershipDialogs';
import { ownerName } from './format';
import { mapsIcons } from './icons';
import { MapRowMenu } from './MapRowMenu';
import { MapThumbnail } from './MapThumbnail';
import { ModifiedCell } from './ModifiedCell';
import { mapsStrings } from './strings';
import { ROW_HEIGHT, TABLE_COLUMNS } from './tableLayout';

export interface MapRowProps {
  map: MapSummary;
  viewerId: string;
  /** The viewer is a site administrator: every map's reports are offered. */
  siteAdmin: boolean;
  selected: boolean;
  /** 1-based position among all rows, the header being row 1 (the table renders only visible rows). */
  rowIndex: number;
  /** Distance from the top of the table body, in px. */
  offset: number;
  onSelect: (mapId: string, on: boolean) => void;
  onBookmark: (map: MapSummary, on: boolean) => void;
  onArchive: (map: MapSummary, on: boolean) => void;
  onMove: (map: MapSummary) => void;
  /** Rename, delete or share: offered on the viewer's own maps. */
  onManage: (map: MapSummary, action: MapOwnershipAction) => void;
}

/** One 56 px row of the maps table; memoised, so ticking or bookmarking one row leaves the others alone. */
/** A 56 px row holds a 64×36 thumbnail with room round it. */
const THUMBNAIL_WIDTH = 64;

export const MapRow = memo(function MapRow({
  map,
  viewerId,
  siteAdmin,
  selected,
  rowIndex,
  offset,
  onSelect,
  onBookmark,
  onArchive,
  onMove,
  onManage,
}: MapRowProps) {
  const bookmarked = map.userTags.includes('Bookmarked');
  return (
    <Grid
      role="row"
      aria-rowindex={rowIndex}
      aria-selected={selected}
      data-map-id={map.id}
      templateColumns={TABLE_COLUMNS}
      alignItems="center"
      h={`${ROW_HEIGHT}px`}
      position="absolute"
      top="0"
      left="0"
      w="100%"
      borderBottomWidth="1px"
      bg={selected ? 'bg.muted' : undefined}
      _hover={{ bg: 'bg.subtle' }}
      style={{ transform: `translateY(${offset}px)` }}
    >
      <Box role="cell" px="3">
        <Checkbox.Root
          size="sm"
          checked={selected}
          onCheckedChange={(details) => onSelect(map.id, details.checked === true)}
        >
          <Checkbox.HiddenInput aria-label={mapsStrings.table.select(map.name)} />
          <Checkbox.Control />
        </Checkbox.Root>
      </Box>
      <HStack role="cell" px="2" minW="0" gap="2">
        <MapThumbnail mapId={map.id} width={THUMBNAIL_WIDTH} />
        <Link asChild fontWeight="medium" display="block" truncate>
          <RouterLink to={`/${encodeURIComponent(map.id)}`}>{map.name}</RouterLink>
        </Link>
      </HStack>
      <Text role="cell" px="2" truncate color="fg.muted">
        {ownerName(map.owner, viewerId)}
      </Text>
      <Box role="cell" px="2" minW="0">
        <ModifiedCell date={map.updated.date} />
      </Box>
      <Box role="cell" px="2">
        <IconAction
          icon={mapsIcons.bookmark}
          label={mapsStrings.table.bookmarkMap(map.name)}
          tooltip={mapsStrings.table.bookmark}
          aria-pressed={bookmarked}
          // A bookmarked map's star is filled; both states read in either colour mode.
          color={bookmarked ? 'fg.warning' : 'fg.muted'}
          css={bookmarked ? { '& svg': { fill: 'currentColor' } } : undefined}
          onClick={() => onBookmark(map, !bookmarked)}
        />
      </Box>
      <Box role="cell" px="1">
        <MapRowMenu
          map={map}
          owned={map.owner.id === viewerId}
          siteAdmin={siteAdmin}
          onArchive={onArchive}
          onMove={onMove}
          onManage={onManage}
        />
      </Box>
    </Grid>
  );
});
