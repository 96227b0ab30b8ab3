import { Box } from '@chakra-ui/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useRef } from 'react';
import type { MapSummary } from '../../../src/api/graphql';
import type { MapSort, MapSortKey } from '../../../src/model/mapList/sort';
import type { MapOwnershipAction } from '../../dialogs/MapOwnershipDialogs';
import { MapRow } from './MapRow';
import { MapTableHeader } from './MapTableHeader';
import { mapsStrings } from './strings';
import { OVERSCAN_ROWS, ROW_HEIGHT } from './tableLayout';

export interface MapTableProps {
  /** The maps of the view, already sorted. */
  maps: readonly MapSummary[];
  viewerId: string;
  /** The viewer is a site administrator: every map's reports are offered. */
  siteAdmin?: boolean;
  sort: MapSort;
  selected: ReadonlySet<string>;
  /** How many of `maps` are ticked (drives the select-all box). */
  selectedCount: number;
  onSort: (key: MapSortKey) => void;
  onSelect: (mapId: string, on: boolean) => void;
  onSelectAll: (on: boolean) => void;
  onBookmark: (map: MapSummary, on: boolean) => void;
  onArchive: (map: MapSummary, on: boolean) => void;
  onMove: (map: MapSummary) => void;
  /** Rename, delete or share: offered on the viewer's own maps. */
  onManage: (map: MapSummary, action: MapOwnershipAction) => void;
  /** The scrolling body's height (CSS); the table renders only the rows inside it. */
  height?: string;
}

/**
 * The maps table (spec 1 section 2): 56 px rows in a virtualised scrolling body, so 10,000 maps render
 * only the few dozen rows in view. Sortable by name and last modified.
 */
export const MapTable = memo(function MapTable({
  maps,
  viewerId,
  siteAdmin = false,
  sort,
  selected,
  selectedCount,
  onSort,
  onSelect,
  onSelectAll,
  onBookmark,
  onArchive,
  onMove,
  onManage,
  height = 'max(320px, calc(100vh - 250px))',
}: MapTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: maps.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN_ROWS,
    // Until the body is measured (and where nothing is, as in unit tests), assume a common window.
    initialRect: { width: 1000, height: 800 },
    getItemKey: (index) => maps[index]?.id ?? index,
  });

  return (
    <Box
      role="table"
      aria-label={mapsStrings.table.label}
      aria-rowcount={maps.length + 1}
      borderWidth="1px"
      rounded="md"
    >
      <MapTableHeader
        sort={sort}
        onSort={onSort}
        selectedCount={selectedCount}
        total={maps.length}
        onSelectAll={onSelectAll}
      />
      <Box ref={scrollRef} maxH={height} overflowY="auto" data-testid="maps-table-body">
        <Box role="rowgroup" position="relative" style={{ height: `${virtualizer.getTotalSize()}px` }}>
          {virtualizer.getVirtualItems().map((item) => {
            const map = maps[item.index];
            if (!map) return null;
            return (
              <MapRow
                key={item.key}
                map={map}
                viewerId={viewerId}
                siteAdmin={siteAdmin}
                selected={selected.has(map.id)}
                rowIndex={item.index + 2}
                offset={item.start}
                onSelect={onSelect}
                onBookmark={onBookmark}
                onArchive={onArchive}
                onMove={onMove}
                onManage={onManage}
              />
            );
          })}
        </Box>
      </Box>
    </Box>
  );
});
