import { MemoryRouter } from 'react-router-dom';
import { ada, books } from '../api/mocks/fixtures';
import { DEMO_TOKEN } from '../api/mocks/handlers/auth';
import { post } from '../api/mocks/post';
import { ok } from '../api/mocks/respond';
import { AppRoutes } from '../app/routes';

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

/** Story parameters for the whole app: its own router and session, full width. */
export const appStoryParameters = {
  layout: 'fullscreen',
  shell: true,
  // One most-read book: the dashboard's pick of the day is then the same on every day.
  msw: {
    handlers: {
      mostRead: [
        post('/books/discover/most-reads', () =>
          ok('/books/discover/most-reads', { books: books.slice(0, 1), total: 1 }),
        ),
      ],
    },
  },
};
