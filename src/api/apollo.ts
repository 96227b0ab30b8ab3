import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/** The GraphQL client: same-origin `/graphql` with credentials; watch queries use cache-and-network. */
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql', credentials: 'include' }),
    cache: new InMemoryCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}

/** The app's one client, created when the first GraphQL screen loads. */
export const apolloClient = createApolloClient();
