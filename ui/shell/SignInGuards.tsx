import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingScreen } from '../screens/LoadingScreen';
import { SignedInLayout } from './SignedInLayout';
import { useStores } from './StoreContext';

/** Signed-in routes: wait for the session check, then show the screen or go to /login remembering the path. */
export const RequireSignIn = observer(function RequireSignIn() {
  const { auth } = useStores();
  const location = useLocation();
  const signedOut = auth.state.status !== 'initiating' && !auth.loggedIn;
  // A visitor who arrives signed out comes back here after signing in. A user who leaves while here is
  // the auth store's to handle: an expired session remembers the page, a logout does not (the next user
  // of the tab starts at the dashboard, not on the previous user's page).
  const sawSignedIn = useRef(false);
  useEffect(() => {
    if (auth.loggedIn) sawSignedIn.current = true;
  }, [auth.loggedIn]);
  useEffect(() => {
    if (signedOut && !sawSignedIn.current) auth.rememberAfterLogin(`${location.pathname}${location.search}`);
  }, [auth, signedOut, location.pathname, location.search]);
  if (auth.state.status === 'initiating') return <LoadingScreen />;
  return signedOut ? <Navigate to="/login" replace /> : <SignedInLayout />;
});

/** '/' and unknown paths: the dashboard when signed in, otherwise /login (spec 1 section 2). */
export const HomeOrLogin = observer(function HomeOrLogin() {
  const { auth } = useStores();
  if (auth.state.status === 'initiating') return <LoadingScreen />;
  return <Navigate to={auth.loggedIn ? '/home' : '/login'} replace />;
});

/**
 * A screen outside the signed-in layout that still needs a user (a map's quiz, its answers): the screen once
 * the session is known to be signed in, else /login, coming back here after signing in.
 */
export const SignedInOnly = observer(function SignedInOnly({ children }: { children: ReactNode }) {
  const { auth } = useStores();
  const location = useLocation();
  const signedOut = auth.state.status !== 'initiating' && !auth.loggedIn;
  useEffect(() => {
    if (signedOut) auth.rememberAfterLogin(`${location.pathname}${location.search}`);
  }, [auth, signedOut, location.pathname, location.search]);
  if (auth.state.status === 'initiating') return <LoadingScreen />;
  return signedOut ? <Navigate to="/login" replace /> : children;
});
