import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { runInAction } from 'mobx';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { of } from 'rxjs';
import { vi } from 'vitest';
import type { SessionManager } from '../../../src/api/session/SessionManager';
import { DEFAULT_FEATURE_FLAGS, type FeatureFlags } from '../../../src/model/featureFlags';
import { AppUpdateStore } from '../../../src/stores/AppUpdateStore';
import { type AccountUser, AuthStore } from '../../../src/stores/AuthStore';
import { FeatureFlagStore } from '../../../src/stores/FeatureFlagStore';
import { NotificationStore } from '../../../src/stores/NotificationStore';
import type { RootStore } from '../../../src/stores/RootStore';
import { StoreContext } from '../../../ui/shell/StoreContext';
import { system } from '../../../ui/theme/system';

type Body = Record<string, unknown>;

/** The part of SessionManager the auth screens reach through AuthStore. */
export interface FakeSession {
  publicRequest: (method: string, path: string, payload?: unknown) => Promise<Body>;
  request: (method: string, path: string, payload?: unknown) => Promise<Body>;
  tokensReceived: () => void;
  logout: () => Promise<void>;
}

export function fakeSession(overrides: Partial<FakeSession> = {}): FakeSession {
  return {
    publicRequest: vi.fn(async () => ({ success: true })),
    request: vi.fn(async () => ({ user: null })),
    tokensReceived: vi.fn(),
    logout: vi.fn(async () => {}),
    ...overrides,
  };
}

export async function makeStores(
  session: FakeSession = fakeSession(),
  flags: Partial<FeatureFlags> = {},
): Promise<RootStore> {
  const notifications = new NotificationStore();
  const featureFlags = new FeatureFlagStore({
    fetchFlags: async () => ({ ...DEFAULT_FEATURE_FLAGS, ...flags }),
    reportError: () => {},
  });
  await featureFlags.load();
  const manager = session as unknown as SessionManager;
  const auth = new AuthStore({
    session: manager,
    humanCheckToken: async () => 'human',
    notify: (alert) => notifications.notify(alert),
  });
  return { notifications, appUpdate: new AppUpdateStore(), featureFlags, session: manager, auth };
}

/** Signs `stores` in as Ada (no roles, no flags) with `user`'s fields over hers. */
export function signIn(stores: RootStore, user: Partial<AccountUser> = {}): void {
  runInAction(() => {
    stores.auth.dispatch({ type: 'loginSucceeded' });
    stores.auth.user = {
      id: 'u1',
      username: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      roles: [],
      newsletterConsent: false,
      termsAgreedAt: null,
      flags: [],
      ...user,
    };
  });
}

/** A client that answers nothing: for screens that only need a provider to render. */
export function idleApolloClient(): ApolloClient {
  return new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
}

export interface SeenOperation {
  operationName: string | undefined;
  variables: Record<string, unknown>;
}

/** A client whose server answers each operation from `answers` by name, and records what it was sent. */
export function scriptedApolloClient(answers: Record<string, Record<string, unknown>>): {
  client: ApolloClient;
  seen: SeenOperation[];
} {
  const seen: SeenOperation[] = [];
  const link = new ApolloLink((operation) => {
    seen.push({ operationName: operation.operationName, variables: operation.variables });
    return of({ data: answers[operation.operationName ?? ''] ?? null });
  });
  return { client: new ApolloClient({ cache: new InMemoryCache(), link }), seen };
}

export function renderWithStores(
  stores: RootStore,
  ui: ReactNode,
  { path = '/', at = path, apollo }: { path?: string; at?: string; apollo?: ApolloClient | boolean } = {},
) {
  const routed = (
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route path={path} element={ui} />
        <Route path="*" element={<div data-testid="elsewhere" />} />
      </Routes>
    </MemoryRouter>
  );
  return render(
    <ChakraProvider value={system}>
      <StoreContext.Provider value={stores}>
        {apollo ? (
          <ApolloProvider client={apollo === true ? idleApolloClient() : apollo}>{routed}</ApolloProvider>
        ) : (
          routed
        )}
      </StoreContext.Provider>
    </ChakraProvider>,
  );
}
