import { lazy, Suspense } from 'react';
import { useSession } from '../../session/SessionProvider';

// A separate chunk: guests (the landing page) never download the notifications code.
const NotificationsHost = lazy(() => import('./NotificationsHost'));

/** Mounts the in-app notifications while a reader is signed in, afresh for each session. */
export function NotificationsMount() {
  const { status, user } = useSession();
  if (status !== 'signedIn' || !user) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost key={user.id} userId={user.id} />
    </Suspense>
  );
}
