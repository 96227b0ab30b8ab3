import { ApolloProvider } from '@apollo/client/react';
import { Outlet } from 'react-router-dom';
import { apolloClient } from '../../src/api/apollo';

/**
 * Routes that talk GraphQL render inside this layout. It is loaded on demand, so the sign-in pages
 * do not download the GraphQL client.
 */
export function GraphQLLayout() {
  return (
    <ApolloProvider client={apolloClient}>
      <Outlet />
    </ApolloProvider>
  );
}
