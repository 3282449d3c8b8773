import type { Review } from '../../src/api/contract';
import { avatarUrl } from './users';

/**
 * The reader and the book a review or a reading-activity event names, as their rows select
 * them (joined users and books): the contract's `reviewAuthorSchema` and `reviewBookSchema`.
 */
export interface MentionRow {
  user_id: number;
  username: string;
  name: string;
  surname: string;
  avatar_version: string | null;
  book_id: number;
  title: string;
  author: string;
  genre: string;
  image_url: string | null;
}

export function mentionsOf(row: MentionRow): Pick<Review, 'user' | 'book'> {
  return {
    user: {
      id: row.user_id,
      username: row.username,
      name: row.name,
      surname: row.surname,
      avatar_url: avatarUrl(row.user_id, row.avatar_version),
    },
    book: {
      id: row.book_id,
      title: row.title,
      author: row.author,
      genre: row.genre,
      image_url: row.image_url,
    },
  };
}
