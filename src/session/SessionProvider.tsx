import { useActorRef } from '@xstate/react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { createApiClient, type ApiCall } from '../api/client';
import { readStoredSession, type StoredSession } from '../api/sessionStorage';
import { useToastAction } from '../components/Toaster';
import { sessionActors } from '../machines/session/actors';
import { sessionMachine } from '../machines/session/sessionMachine';
import { useActorSnapshot } from '../lib/useDataMachine';
import { useProvided } from '../lib/useProvided';

type SessionActor = ActorRefFrom<typeof sessionMachine>;

const SessionActorContext = createContext<SessionActor | null>(null);
const ApiContext = createContext<ApiCall | null>(null);

export interface SessionProviderProps {
  children: ReactNode;
  /** The stored session to start from; the browser's storage when omitted (stories inject one). */
  initial?: StoredSession;
}

/** The app-wide session actor and the API client that sends its token. */
export function SessionProvider({ children, initial }: SessionProviderProps) {
  const navigate = useNavigate();
  const showToast = useToastAction();
  const actorRef = useActorRef(
    useProvided(() =>
      sessionMachine.provide({
        // These two calls carry the token explicitly: they run before or after the session.
        actors: sessionActors((token) => createApiClient({ getToken: () => token })),
        actions: {
          notifyLoggedOut: () => showToast(null, { kind: 'success', message: 'toast.auth.logout' }),
          notifySessionExpired: () =>
            showToast(null, { kind: 'warning', message: 'toast.auth.sessionExpired' }),
          notifyAccountDeleted: () =>
            showToast(null, { kind: 'success', message: 'toast.auth.accountDeleted' }),
          navigateHome: () => navigate('/'),
          navigateToLogin: () => navigate('/login'),
        },
      }),
    ),
    { input: initial ?? readStoredSession() },
  );
  const api = useMemo(
    () =>
      createApiClient({
        getToken: () => actorRef.getSnapshot().context.token,
        onSessionExpired: () => actorRef.send({ type: 'session.expired' }),
      }),
    [actorRef],
  );
  return (
    <SessionActorContext.Provider value={actorRef}>
      <ApiContext.Provider value={api}>{children}</ApiContext.Provider>
    </SessionActorContext.Provider>
  );
}

export function useSessionActor(): SessionActor {
  const actor = useContext(SessionActorContext);
  if (!actor) throw new Error('useSessionActor needs a <SessionProvider>');
  return actor;
}

/** The typed API client bound to the current session. */
export function useApi(): ApiCall {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi needs a <SessionProvider>');
  return api;
}

/**
 * `leaving`: logged out or expired, waiting out the spec's redirect delay; guards hold still
 * so the machine's own navigation (home or /login) wins.
 */
export type SessionStatus = 'unknown' | 'signedIn' | 'leaving' | 'signedOut';

/** What most of the UI needs: who is signed in, and whether that is known yet. */
export function useSession() {
  const actor = useSessionActor();
  // The session changes a few times a visit: every reader of it renders again each time, and
  // a change not made by the reader's input (an answer) renders as a transition.
  const s = useActorSnapshot(actor);
  const status: SessionStatus =
    s.matches('booting') || s.matches('restoring')
      ? 'unknown'
      : s.hasTag('signedIn')
        ? 'signedIn'
        : s.matches('loggedOut') || s.matches('expired')
          ? 'leaving'
          : 'signedOut';
  return { status, user: s.context.user, send: actor.send };
}
