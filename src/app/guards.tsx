import { useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Spinner } from '../components/Spinner';
import { useSession } from '../session/SessionProvider';

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
  // After a logout or an expiry on this page the session machine navigates (home, or /login)
  // itself once its delay is over; redirecting here too would race it.
  const leftHere = useRef(false);
  if (status === 'leaving') leftHere.current = true;
  if (status === 'unknown' || status === 'leaving') return <Restoring />;
  if (status === 'signedOut') {
    return leftHere.current ? (
      <Restoring />
    ) : (
      <Navigate to="/login" replace state={{ from: location }} />
    );
  }
  return children;
}

/** /, /login, /register and the password reset: guests only; signed-in readers go to /dashboard. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === 'unknown') return <Restoring />;
  if (status === 'signedIn') return <Navigate to="/dashboard" replace />;
  return children;
}
