import { Box, ChakraProvider, Spinner, Text, VStack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { APP_BASE_PATH } from '../../src/model/version';
import { routerContextFor } from '../../src/routerContext';
import { routes } from '../../src/routes';
import type { RootStore } from '../../src/stores/RootStore';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { shellStrings } from '../strings';
import { ColourModeProvider } from '../theme/colourMode';
import { system } from '../theme/system';
import { AnalyticsProvider } from './analytics';
import { StoreContext } from './StoreContext';

/**
 * The whole app: providers, the feature-flag gate, then the router (GraphQL routes add Apollo, see
 * GraphQLLayout). The flags and the session are asked for by main.tsx before the first render.
 */
export function App({ stores }: { stores: RootStore }) {
  const router = useMemo(
    () =>
      createBrowserRouter(routes, { basename: APP_BASE_PATH, getContext: routerContextFor(stores.session) }),
    [stores],
  );

  return (
    <ChakraProvider value={system}>
      <ColourModeProvider>
        <ErrorBoundary>
          <StoreContext.Provider value={stores}>
            <FlagGate stores={stores}>
              <AnalyticsProvider>
                <RouterProvider router={router} />
              </AnalyticsProvider>
            </FlagGate>
          </StoreContext.Provider>
        </ErrorBoundary>
      </ColourModeProvider>
    </ChakraProvider>
  );
}

/** Feature flags load at start behind a spinner; a failed load was logged and the app goes on. */
const FlagGate = observer(function FlagGate({
  stores,
  children,
}: {
  stores: RootStore;
  children: React.ReactNode;
}) {
  if (stores.featureFlags.loaded) return children;
  return (
    <Box minH="100vh" display="flex" alignItems="center" justifyContent="center">
      <VStack gap="3" role="status" data-testid="flags-loading">
        <Spinner size="lg" color="brand.solid" />
        <Text color="fg.muted">{shellStrings.loadingFlags}</Text>
      </VStack>
    </Box>
  );
});
