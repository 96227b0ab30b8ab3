import { useQuery } from '@apollo/client/react';
import { Box, Flex } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { GET_MAP_LABELS, type Label, type MapSummary } from '../../../src/api/graphql';
import { isAdmin } from '../../../src/model/auth/roles';
import { isWithinFolder } from '../../../src/model/folders/labelName';
import { selectedInView, toggleSelected } from '../../../src/model/mapList/selection';
import { DEFAULT_MAP_SORT, type MapSortKey, nextMapSort, sortMaps } from '../../../src/model/mapList/sort';
import { mapsInView } from '../../../src/model/mapList/summary';
import {
  MAPS_ROUTE,
  type MapViewRoute,
  mapViewFromRoute,
  mapViewPath,
} from '../../../src/model/mapList/views';
import {
  type MapOwnershipAction,
  type MapOwnershipDialog,
  MapOwnershipDialogs,
} from '../../dialogs/MapOwnershipDialogs';
import { useStores } from '../../shell/StoreContext';
import { errorDetail } from './errors';
import { FolderSidebar } from './FolderSidebar';
import { type MapsDialog, MapsDialogs } from './MapsDialogs';
import { MapsHeader } from './MapsHeader';
import { FolderMissing, MapsEmpty, MapsError, MapsLoading } from './MapsStatus';
import { MapTable } from './MapTable';
import { mapsStrings } from './strings';
import { useFolderActions } from './useFolderActions';
import { useMapActions } from './useMapActions';
import { useMapList } from './useMapList';

const NO_LABELS: Label[] = [];
const ALL_VIEW: MapViewRoute = { view: 'all', labelId: null };

/**
 * The maps area (/home/maps, /home/maps/:view, /home/maps/label/:labelId; spec 1 section 2): the folder
 * sidebar and the table of the view's maps. Every map is fetched once; views are filtered here, so moving
 * between them needs no request.
 */
export default function MapsScreen() {
  const params = useParams();
  const parsed = mapViewFromRoute(params);
  const route = parsed ?? ALL_VIEW;
  const navigate = useNavigate();
  const mapList = useMapList();
  const labelsQuery = useQuery(GET_MAP_LABELS);
  const mapActions = useMapActions(mapList);
  const folderActions = useFolderActions(mapList.refetch);
  const [sort, setSort] = useState(DEFAULT_MAP_SORT);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [dialog, setDialog] = useState<MapsDialog>(null);
  const [ownership, setOwnership] = useState<MapOwnershipDialog>(null);

  const viewerId = labelsQuery.data?.user.id ?? null;
  const siteAdmin = isAdmin(useStores().auth.user?.roles);
  const labels = labelsQuery.data?.mapLabels ?? NO_LABELS;
  const allMaps = mapList.maps;
  const folder = route.labelId ? labels.find((label) => label.id === route.labelId) : undefined;

  // A new view starts with nothing ticked.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a change of view only
  useEffect(() => setSelected(new Set()), [route.view, route.labelId]);

  const visible = useMemo(
    () =>
      allMaps && viewerId ? sortMaps(mapsInView(allMaps, route.view, viewerId, route.labelId), sort) : [],
    [allMaps, viewerId, route.view, route.labelId, sort],
  );
  const selectedIds = useMemo(() => selectedInView(selected, visible), [selected, visible]);

  const onSort = useCallback((key: MapSortKey) => setSort((current) => nextMapSort(current, key)), []);
  const onSelect = useCallback(
    (mapId: string, on: boolean) => setSelected((current) => toggleSelected(current, mapId, on)),
    [],
  );
  const onSelectAll = useCallback(
    (on: boolean) => setSelected(on ? new Set(visible.map((map) => map.id)) : new Set()),
    [visible],
  );
  const onBookmark = useCallback(
    (map: MapSummary, on: boolean) => void mapActions.setBookmarked(map, on),
    [mapActions],
  );
  const onArchive = useCallback(
    (map: MapSummary, on: boolean) => void mapActions.setArchived(map, on),
    [mapActions],
  );
  const onMove = useCallback((map: MapSummary) => setDialog({ kind: 'move', maps: [map] }), []);
  const onManage = useCallback(
    (map: MapSummary, action: MapOwnershipAction) => setOwnership({ action, map }),
    [],
  );
  const onCreateFolder = useCallback(() => setDialog({ kind: 'create' }), []);

  if (!parsed) return <Navigate to={MAPS_ROUTE} replace />;

  const failure = mapList.error
    ? mapsStrings.errorText(mapsStrings.errors.fetchingMaps, errorDetail(mapList.error))
    : labelsQuery.error
      ? mapsStrings.errorText(mapsStrings.errors.retrievingLabels, errorDetail(labelsQuery.error))
      : null;
  const ready = allMaps !== undefined && viewerId !== null;
  const missingFolder = route.view === 'label' && labelsQuery.data !== undefined && !folder;

  return (
    <Flex gap="6" align="stretch">
      <FolderSidebar current={route} labels={labels} onCreateFolder={onCreateFolder} />
      <Box flex="1" minW="0">
        <MapsHeader
          route={route}
          folder={folder}
          mapCount={ready && !missingFolder ? visible.length : null}
          selectedCount={selectedIds.length}
          onNewFolder={onCreateFolder}
          onRenameFolder={(label) => setDialog({ kind: 'rename', label })}
          onDeleteFolder={(label) => setDialog({ kind: 'delete', label })}
          onMoveSelected={() =>
            setDialog({ kind: 'move', maps: visible.filter((map) => selected.has(map.id)) })
          }
        />
        {failure && !ready ? (
          <MapsError
            message={failure}
            onRetry={() => {
              void mapList.refetch();
              void labelsQuery.refetch();
            }}
          />
        ) : !ready ? (
          <MapsLoading />
        ) : missingFolder ? (
          <FolderMissing />
        ) : visible.length === 0 ? (
          <MapsEmpty view={route.view} />
        ) : (
          <MapTable
            maps={visible}
            viewerId={viewerId}
            siteAdmin={siteAdmin}
            sort={sort}
            selected={selected}
            selectedCount={selectedIds.length}
            onSort={onSort}
            onSelect={onSelect}
            onSelectAll={onSelectAll}
            onBookmark={onBookmark}
            onArchive={onArchive}
            onMove={onMove}
            onManage={onManage}
          />
        )}
      </Box>
      <MapsDialogs
        dialog={dialog}
        labels={labels}
        folderActions={folderActions}
        mapActions={mapActions}
        onClose={() => setDialog(null)}
        onCreated={(labelId) => {
          if (labelId) navigate(mapViewPath('label', labelId));
        }}
        onDeleted={(label) => {
          if (folder && isWithinFolder(folder.name, label.name)) navigate(MAPS_ROUTE, { replace: true });
        }}
        onMoved={() => setSelected(new Set())}
      />
      <MapOwnershipDialogs
        dialog={ownership}
        onClose={() => setOwnership(null)}
        onRenamed={(renamed) => {
          const map = allMaps?.find((entry) => entry.id === renamed.id);
          if (map && viewerId) {
            mapList.apply([
              { ...map, name: renamed.name, updated: { date: renamed.updated, userId: viewerId } },
            ]);
          }
        }}
        onDeleted={() => void mapList.refetch()}
      />
    </Flex>
  );
}
