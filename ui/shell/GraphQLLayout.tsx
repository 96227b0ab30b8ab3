import { ApolloProvider } from '@apollo/client/react';
import { Outlet } from 'react-router-dom';
import { apolloClientFor } from '../../src/api/apollo';
import { useStores } from './StoreContext';

/**
 * Routes that talk GraphQL render inside this layout. It is loaded on demand, so the sign-in pages
 * do not download the GraphQL client.
 */
export function GraphQLLayout() {
  const { session } = useStores();
  return (
    <ApolloProvider client={apolloClientFor(session)}>
      <Outlet />
    </ApolloProvider>
  );
}
