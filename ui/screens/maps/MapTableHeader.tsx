import { Box, Button, Checkbox, Grid, Icon } from '@chakra-ui/react';
import { selectAllState } from '../../../src/model/mapList/selection';
import type { MapSort, MapSortKey } from '../../../src/model/mapList/sort';
import { mapsIcons } from './icons';
import { mapsStrings } from './strings';
import { TABLE_COLUMNS } from './tableLayout';

export interface MapTableHeaderProps {
  sort: MapSort;
  onSort: (key: MapSortKey) => void;
  selectedCount: number;
  total: number;
  onSelectAll: (on: boolean) => void;
}

const ariaSort = (sort: MapSort, key: MapSortKey) =>
  sort.key !== key ? 'none' : sort.direction === 'asc' ? 'ascending' : 'descending';

function SortHeader({
  sort,
  sortKey,
  label,
  onSort,
}: {
  sort: MapSort;
  sortKey: MapSortKey;
  label: string;
  onSort: (key: MapSortKey) => void;
}) {
  // The column's direction is announced by aria-sort; the arrow is for the eye.
  const arrow =
    sort.key === sortKey
      ? sort.direction === 'asc'
        ? mapsIcons.sortAscending
        : mapsIcons.sortDescending
      : null;
  return (
    <Box role="columnheader" aria-sort={ariaSort(sort, sortKey)} px="1">
      <Button variant="ghost" size="sm" fontWeight="semibold" onClick={() => onSort(sortKey)}>
        {label}
        {arrow && <Icon as={arrow} aria-hidden />}
      </Button>
    </Box>
  );
}

/** The maps table's header row: select all, sortable Name and Modified, and the other columns' titles. */
export function MapTableHeader({ sort, onSort, selectedCount, total, onSelectAll }: MapTableHeaderProps) {
  const state = selectAllState(selectedCount, total);
  return (
    <Box role="rowgroup">
      <Grid
        role="row"
        aria-rowindex={1}
        templateColumns={TABLE_COLUMNS}
        alignItems="center"
        h="44px"
        borderBottomWidth="1px"
        bg="bg.subtle"
        fontSize="sm"
      >
        <Box role="columnheader" px="3">
          <Checkbox.Root
            size="sm"
            checked={state}
            disabled={total === 0}
            onCheckedChange={() => onSelectAll(state !== true)}
          >
            <Checkbox.HiddenInput aria-label={mapsStrings.table.selectAll} />
            <Checkbox.Control />
          </Checkbox.Root>
        </Box>
        <SortHeader sort={sort} sortKey="name" label={mapsStrings.table.name} onSort={onSort} />
        <Box role="columnheader" px="2" fontWeight="semibold">
          {mapsStrings.table.owner}
        </Box>
        <SortHeader sort={sort} sortKey="modified" label={mapsStrings.table.modified} onSort={onSort} />
        <Box role="columnheader" px="2" fontWeight="semibold" srOnly>
          {mapsStrings.table.bookmark}
        </Box>
        <Box role="columnheader" px="2" srOnly>
          {mapsStrings.table.actions}
        </Box>
      </Grid>
    </Box>
  );
}
