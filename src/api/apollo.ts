import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { csrfHeaders } from './csrf';

/** Every GraphQL request is a POST that may carry session cookies: it echoes the CSRF cookie. */
const csrfLink = new ApolloLink((operation, forward) => {
  operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
    headers: { ...headers, ...csrfHeaders() },
  }));
  return forward(operation);
});

/** The GraphQL client: same-origin `/graphql` with credentials; watch queries use cache-and-network. */
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([csrfLink, new HttpLink({ uri: '/graphql', credentials: 'include' })]),
    cache: new InMemoryCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}

/** The app's one client, created when the first GraphQL screen loads. */
export const apolloClient = createApolloClient();
