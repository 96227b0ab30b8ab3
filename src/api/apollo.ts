import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { from, switchMap } from 'rxjs';
import { onAppReset } from './appReset';
import { csrfHeaders } from './csrf';
import type { SessionManager } from './session/SessionManager';

/** What the GraphQL client needs of the session: its gate and its one shared refresh. */
export type SessionGate = Pick<SessionManager, 'state' | 'ready' | 'tokenGeneration' | 'handleUnauthorised'>;

/** Every GraphQL request is a POST that may carry session cookies: it echoes the CSRF cookie. */
const csrfLink = new ApolloLink((operation, forward) => {
  operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
    headers: { ...headers, ...csrfHeaders() },
  }));
  return forward(operation);
});

/**
 * Operations wait while the session starts or refreshes, and note which token they were sent with.
 * Without a session they go out anonymously (public maps and courses need no sign-in).
 */
const sessionLink = (session: SessionGate) =>
  new ApolloLink((operation, forward) => {
    if (session.state === 'unauthorised') return forward(operation);
    return from(session.ready()).pipe(
      switchMap(() => {
        operation.setContext({ sentWith: session.tokenGeneration });
        return forward(operation);
      }),
    );
  });

const isUnauthenticated = (error: unknown) =>
  CombinedGraphQLErrors.is(error) &&
  error.errors.some((entry) => entry.extensions?.code === 'UNAUTHENTICATED');

/** On UNAUTHENTICATED the token is refreshed (once for all callers) and the operation retried once (spec 1 section 7). */
const refreshLink = (session: SessionGate) =>
  new ErrorLink(({ error, operation, forward }) => {
    const context = operation.getContext();
    if (!isUnauthenticated(error) || context.retried || context.sentWith === undefined) return;
    operation.setContext({ retried: true });
    return from(session.handleUnauthorised(context.sentWith as number)).pipe(
      switchMap(() => forward(operation)),
    );
  });

export interface ApolloOptions {
  uri?: string;
  fetch?: typeof fetch;
}

/** The GraphQL client: same-origin `/graphql` with credentials; watch queries use cache-and-network. */
export function createApolloClient(session: SessionGate, options: ApolloOptions = {}): ApolloClient {
  const http = new HttpLink({ uri: options.uri ?? '/graphql', credentials: 'include', fetch: options.fetch });
  return new ApolloClient({
    link: ApolloLink.from([refreshLink(session), sessionLink(session), csrfLink, http]),
    cache: new InMemoryCache({
      typePolicies: {
        // Value objects repeated on every row of big lists (the owner of 10,000 maps): stored inside their
        // parent rather than normalised, so writing a list does not merge one entity thousands of times.
        Person: { keyFields: false },
        ChangeStamp: { keyFields: false },
        // A presentation's or question's id is unique within its map only (a copy of a map keeps them), so
        // they stay inside their map's summary rather than being merged across maps by id.
        PresentationSummary: { keyFields: false },
        QuestionSummary: { keyFields: false },
        // A course's outline entries: ids unique within their course only (a copied course keeps them),
        // and each answers for the viewer (state, progress); kept inside their course home, which also
        // spares the course home's first render normalising hundreds of them.
        CourseEntry: { keyFields: false },
      },
    }),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}

const clients = new WeakMap<SessionGate, ApolloClient>();

/** The app's one client for its session, created when the first GraphQL screen loads. */
export function apolloClientFor(session: SessionGate): ApolloClient {
  let client = clients.get(session);
  if (!client) {
    const created = createApolloClient(session);
    client = created;
    clients.set(session, created);
    // The next user in the tab must not see the previous one's maps, courses or classes.
    onAppReset(() => created.clearStore());
  }
  return client;
}
