import type { UserProfile } from './entities';

/**
 * A private profile as a viewer who is not let in sees it: the name, photo and follow counts
 * stay; the email and the reading counts are the reader's data and do not. The server answers
 * `/users/get/id` through this, and the mocks build their private profiles with it.
 */
export function withheldProfile(profile: UserProfile): UserProfile {
  return {
    ...profile,
    email: null,
    stats: { ...profile.stats, reads: 0, reviews: 0, ratings: 0, likes: 0, favorites: 0 },
    visible: false,
  };
}
