import { Button, Icon, Spinner, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import { NEW_MAP_PATH } from '../../../src/model/map/routes';
import type { MapView } from '../../../src/model/mapList/summary';
import { newMapRouteState } from '../../../src/model/tours';
import { EmptyState } from '../../components/EmptyState';
import { FormError } from '../../components/FormError';
import { useStores } from '../../shell/StoreContext';
import { mapsIcons } from './icons';
import { mapsStrings } from './strings';

/** The table's place while the maps load. */
export function MapsLoading() {
  return (
    <Stack direction="row" align="center" gap="3" py="10" justify="center" role="status">
      <Spinner size="sm" />
      <Text>{mapsStrings.loading}</Text>
    </Stack>
  );
}

/** A failed query, under its named message ('Fetching maps', 'Retrieving labels'), with a retry. */
export function MapsError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Stack gap="3" py="6" align="flex-start">
      <FormError message={message} testId="maps-error" />
      <Button size="sm" variant="outline" onClick={onRetry}>
        {mapsStrings.retry}
      </Button>
    </Stack>
  );
}

/** Views where making a map is the next step. */
const OFFERS_NEW_MAP: ReadonlySet<MapView> = new Set(['all', 'myMaps']);

/** A view without maps: what is missing, what to do next, and New Map where that is the way on. */
export const MapsEmpty = observer(function MapsEmpty({ view }: { view: MapView }) {
  const { auth } = useStores();
  return (
    <EmptyState
      icon={mapsIcons.maps}
      title={mapsStrings.empty[view]}
      description={mapsStrings.emptyNext[view]}
      testId="maps-empty"
    >
      {OFFERS_NEW_MAP.has(view) && (
        <Button asChild colorPalette="brand" size="sm">
          {/* A newcomer's new map opens with the Your New Map tour (the route's tutorial flag). */}
          <RouterLink to={NEW_MAP_PATH} state={newMapRouteState(auth.user?.flags ?? [])}>
            <Icon as={mapsIcons.newMap} />
            {mapsStrings.newMap}
          </RouterLink>
        </Button>
      )}
    </EmptyState>
  );
});

/** A folder that does not exist (deleted, or a stale link). */
export function FolderMissing() {
  return <EmptyState icon={mapsIcons.maps} title={mapsStrings.folderNotFound} testId="maps-empty" />;
}
