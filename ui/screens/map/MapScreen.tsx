import { useApolloClient } from '@apollo/client/react';
import { Box, Button, Flex, Heading, HStack, Spinner, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { Camera } from '../../../engine/geometry/camera';
import type { MapEngine } from '../../../engine/MapEngine';
import { graphQLErrorMessage, MAP_DOCUMENT } from '../../../src/api/graphql';
import { MapDocumentStore } from '../../../src/stores/MapDocumentStore';
import { FormError } from '../../components/FormError';
import { MapCanvas } from '../../map/MapCanvas';
import { mapScreenStrings as strings } from './strings';

/** Review only (spec 2 section 4: maps load in review only): select, pan and zoom; no changes. */
const REVIEW_ONLY = { select: true, drag: false, connect: false } as const;

/** /:documentId: the map on the GPU canvas, as it loads, in review only. */
const MapScreen = observer(function MapScreen() {
  const { documentId = '' } = useParams();
  const client = useApolloClient();
  const [store] = useState(
    () =>
      new MapDocumentStore(async (mapId) => {
        try {
          const { data } = await client.query({
            query: MAP_DOCUMENT,
            variables: { mapId },
            fetchPolicy: 'no-cache',
          });
          if (!data) throw new Error(strings.failed);
          return data.map;
        } catch (error) {
          throw new Error(graphQLErrorMessage(error, strings.failed));
        }
      }),
  );
  const [camera, setCamera] = useState<Camera | null>(null);
  const [engine, setEngine] = useState<MapEngine | null>(null);

  useEffect(() => {
    void store.load(documentId);
  }, [store, documentId]);

  if (store.state.status === 'failed') return <FormError message={store.state.error} />;
  const selected = store.map?.nodes.filter((node) => node.selected).length ?? 0;

  return (
    <Flex direction="column" h="calc(100vh - 49px)">
      <HStack as="header" px="4" py="2" borderBottomWidth="1px" justify="space-between">
        <HStack gap="3">
          <Heading as="h1" size="md">
            {store.map?.name ?? strings.loading}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {strings.reviewOnly}
          </Text>
        </HStack>
        <HStack gap="3">
          <Text fontSize="sm" data-testid="selection-count">
            {strings.selected(selected)}
          </Text>
          {camera && (
            <Text fontSize="sm" data-testid="zoom-level">
              {strings.zoom(camera.scale)}
            </Text>
          )}
          <Button size="sm" variant="outline" disabled={!engine} onClick={() => engine?.zoomToFit()}>
            {strings.zoomToFit}
          </Button>
        </HStack>
      </HStack>
      <Box position="relative" flex="1">
        {store.state.status === 'loading' && (
          <Flex position="absolute" inset="0" align="center" justify="center">
            <Spinner />
          </Flex>
        )}
        {store.map && (
          <MapCanvas
            store={store}
            label={strings.canvasLabel(store.map.name)}
            interactive={REVIEW_ONLY}
            onCamera={setCamera}
            onReady={setEngine}
          />
        )}
      </Box>
    </Flex>
  );
});

export default MapScreen;
