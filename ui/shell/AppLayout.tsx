import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { NotificationArea } from '../components/NotificationArea';
import { LoadingScreen } from '../screens/LoadingScreen';
import { useStores } from './StoreContext';

/** The frame every route renders in: the screen, and the notification area above it. */
export function AppLayout() {
  const { notifications } = useStores();
  return (
    <>
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
      <NotificationArea store={notifications} />
    </>
  );
}
