/**
 * What the routes' loaders may use of the running app, handed to the router by the shell
 * (createBrowserRouter's getContext, ui/shell/App.tsx): the session, for the GraphQL client.
 */
import { createContext, RouterContextProvider } from 'react-router-dom';
import type { SessionGate } from './api/apollo';

export const sessionContext = createContext<SessionGate>();

export function routerContextFor(session: SessionGate): () => RouterContextProvider {
  return () => {
    const context = new RouterContextProvider();
    context.set(sessionContext, session);
    return context;
  };
}
