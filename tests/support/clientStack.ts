/** The app's real client stack (SessionManager and Apollo) for a signed-in test user, against the real server. */
import { createApolloClient } from '../../src/api/apollo';
import { SessionManager } from '../../src/api/session/SessionManager';
import type { SignedInUser } from './accounts';
import type { TestServer } from './testServer';

export function clientStackFor(t: TestServer, user: Pick<SignedInUser, 'browser' | 'tokens'>) {
  const { browser } = user;
  const session = new SessionManager({
    fetch: browser.fetch,
    apiBase: `${t.baseUrl}/a`,
    readCookie: (name) => browser.cookies.get(name)?.value,
    pathname: () => '/home',
  });
  session.tokensReceived(user.tokens);
  const apollo = createApolloClient(session, { uri: `${t.baseUrl}/graphql`, fetch: browser.fetch });
  return { session, apollo };
}
