import { within } from 'storybook/test';
import { moderationVariants } from '../api/mocks/handlers/moderation';

/** What `within` answers: a story's canvas, or any element's queries. */
export type Canvas = ReturnType<typeof within>;

/** Queries over the whole page: dialogs, menus and toasts render in a portal. */
export const body = () => within(document.body);

/** A route as the preview's router decorator takes it (`parameters.route`). */
export interface StoryRoute {
  /** The route's pattern, as the app declares it. */
  path: string;
  /** The URL the story opens at. */
  url: string;
}

/**
 * The parameters every screen's stories start from: full width, at a route (a bare path opens
 * at itself), as a guest or as Ada (`parameters.session`). `moderator` signs Ada in as a
 * moderator: `/auth/me` says so (the `auth` handlers key), so the session's user has the role.
 */
export function screenParameters(
  route: string | StoryRoute,
  session: 'guest' | 'signedIn' | 'moderator',
) {
  return {
    layout: 'fullscreen' as const,
    route: typeof route === 'string' ? { path: route, url: route } : route,
    ...(session === 'moderator'
      ? {
          session: 'signedIn' as const,
          msw: { handlers: { auth: [moderationVariants.moderatorMe] } },
        }
      : { session }),
  };
}
