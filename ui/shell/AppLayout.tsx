import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { browserSupport } from '../../src/model/browserSupport';
import { NotificationArea } from '../components/NotificationArea';
import { SessionExpiredDialog } from '../dialogs/SessionExpiredDialog';
import { authStrings } from '../screens/auth/strings';
import { UnsupportedBrowserScreen } from '../screens/auth/UnsupportedBrowserScreen';
import { LoadingScreen } from '../screens/LoadingScreen';
import { PageViews } from './analytics';
import { useStores } from './StoreContext';

const support = typeof navigator === 'undefined' ? 'full' : browserSupport(navigator.userAgent);

/** The frame every route renders in: the screen, the session-expired dialog and the notification area. */
export const AppLayout = observer(function AppLayout() {
  const { auth, notifications } = useStores();
  const navigate = useNavigate();
  const redirect = auth.redirect;

  // The stores cannot navigate; they ask, and the shell follows.
  useEffect(() => {
    if (redirect) navigate(auth.followRedirect() ?? '/', { replace: true });
  }, [auth, navigate, redirect]);

  usePartialSupportWarning();

  // Login is refused on an unsupported browser (spec 1 section 1).
  if (support === 'unsupported') return <UnsupportedBrowserScreen />;

  return (
    <>
      <PageViews />
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
      <SessionExpiredDialog />
      <NotificationArea store={notifications} />
    </>
  );
});

const BROWSER_WARNING_DISMISSED = 'browserWarningDismissed';

/** A partly supported browser gets a warning once; its dismissal is remembered (spec 1 section 3). */
function usePartialSupportWarning() {
  const { notifications } = useStores();
  useEffect(() => {
    if (support !== 'partial' || localStorage.getItem(BROWSER_WARNING_DISMISSED)) return;
    notifications.notify({
      alertType: 'warning',
      topic: 'BrowserSupport',
      text: authStrings.unsupported.partialWarning,
      closeOnButtonClick: true,
      action: {
        label: authStrings.unsupported.dismiss,
        run: () => localStorage.setItem(BROWSER_WARNING_DISMISSED, '1'),
      },
    });
  }, [notifications]);
}
