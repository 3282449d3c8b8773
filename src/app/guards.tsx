import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Spinner } from '../components/Spinner';
import { useSession } from './session/SessionProvider';

function Restoring() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <Spinner />
    </div>
  );
}

/** /dashboard: signed-in readers only; guests go to /login. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'unknown' || status === 'leaving') return <Restoring />;
  if (status === 'signedOut') return <Navigate to="/login" replace state={{ from: location }} />;
  return children;
}

/** /, /login, /register: guests only; signed-in readers go to /dashboard. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === 'unknown') return <Restoring />;
  if (status === 'signedIn') return <Navigate to="/dashboard" replace />;
  return children;
}
