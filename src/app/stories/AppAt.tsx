import { MemoryRouter } from 'react-router-dom';
import { ada } from '../../api/mocks/fixtures';
import { DEMO_TOKEN } from '../../api/mocks/handlers/auth';
import { AppRoutes } from '../routes';

/**
 * A route's screen is a lazy chunk that the story's dev server may be compiling for the first
 * time, and the old page stays up meanwhile: give it longer than findBy's default second.
 */
export const ROUTE_LOAD = { timeout: 8000 };

export interface AppAtProps {
  /** The URL the app opens at. */
  url: string;
  /** Whether a signed-in session is stored (Ada's). */
  signedIn: boolean;
}

/** The whole app (shell, guards, lazy routes) in a memory router at one URL, for stories. */
export function AppAt({ url, signedIn }: AppAtProps) {
  return (
    <MemoryRouter initialEntries={[url]}>
      <AppRoutes
        initialSession={signedIn ? { token: DEMO_TOKEN, user: ada } : { token: null, user: null }}
      />
    </MemoryRouter>
  );
}
