import type { Book, PublicUser, Relation, Review } from '../contract';

/**
 * Shared fixtures: one small, fixed world for stories, MSW handlers and unit tests. Dates are
 * fixed so every screenshot is stable.
 */
export const FIXED_NOW = '2026-11-21T12:00:00.000Z';

const stamp = '2026-03-14T09:30:00.000Z';

function book(
  id: number,
  title: string,
  author: string,
  genre: string,
  year: number,
  extra: Partial<Book> = {},
): Book {
  return {
    id,
    title,
    author,
    description: `${title} by ${author}: a ${genre.toLowerCase()} title from ${year}.`,
    genre,
    published_year: year,
    rating: 4,
    ratings_count: 12,
    reads: 120 - id,
    isbn: null,
    publisher: null,
    created_at: stamp,
    updated_at: stamp,
    image_url: null,
    ...extra,
  };
}

export const books: Book[] = [
  book(1, 'The Hunger Games', 'Suzanne Collins', 'Dystopian', 2008, {
    isbn: '9780439023481',
    publisher: 'Scholastic Press',
    rating: 4.3,
    reads: 118,
    description:
      'In a nation built on spectacle, a girl from the poorest district volunteers for a televised fight to the death in her sister’s place.',
  }),
  book(2, 'Dune', 'Frank Herbert', 'Science Fiction', 1965, {
    rating: 4.6,
    isbn: '9780441172719',
    publisher: 'Chilton Books',
  }),
  book(3, 'Pride and Prejudice', 'Jane Austen', 'Classics', 1813, { rating: 4.2 }),
  book(4, 'The Hobbit', 'J.R.R. Tolkien', 'Fantasy', 1937, { rating: 4.8 }),
  book(5, 'Gone Girl', 'Gillian Flynn', 'Thriller', 2012, { rating: 3.7 }),
  book(6, 'The Da Vinci Code', 'Dan Brown', 'Mystery', 2003, { rating: 3.1 }),
  book(7, 'Kürk Mantolu Madonna', 'Sabahattin Ali', 'Literary Fiction', 1943, { rating: 4.9 }),
  book(8, 'The Night Circus', 'Erin Morgenstern', 'Fantasy', 2011, { rating: 4.1 }),
  book(9, 'Sapiens', 'Yuval Noah Harari', 'Nonfiction', 2011, { rating: 4.4 }),
  book(10, 'It', 'Stephen King', 'Horror', 1986, { rating: 4.0 }),
  book(11, 'The Book Thief', 'Markus Zusak', 'Historical Fiction', 2005, { rating: 4.7 }),
  book(12, 'Charlotte’s Web', 'E.B. White', "Children's", 1952, { rating: 4.2 }),
  book(13, 'The Fault in Our Stars', 'John Green', 'Young Adult', 2012, { rating: 3.9 }),
  book(14, 'Milk and Honey', 'Rupi Kaur', 'Poetry', 2014, { rating: 3.4 }),
];

function user(
  id: number,
  username: string,
  name: string,
  surname: string,
  extra: Partial<PublicUser> = {},
): PublicUser {
  return {
    id,
    username,
    name,
    surname,
    full_name: `${name} ${surname}`,
    gender: null,
    avatar_url: null,
    email: `${username}@shelfmark.test`,
    created_at: stamp,
    ...extra,
  };
}

export const ada = user(1, 'ada_reads', 'Ada', 'Kaplan', {
  gender: 'female',
  email: 'ada@shelfmark.test',
});
export const users: PublicUser[] = [
  ada,
  user(2, 'cagla_okur', 'Çağla', 'Demir', { gender: 'female' }),
  user(3, 'omer_pages', 'Ömer', 'Şahin', { gender: 'male' }),
  user(4, 'jonah_reads', 'Jonah', 'Reed', { gender: 'male' }),
  user(5, 'ilker_kitap', 'İlker', 'Aydın', { gender: 'other' }),
  user(6, 'maya_shelf', 'Maya', 'Lindqvist', { gender: 'female' }),
  user(7, 'sule_novels', 'Şule', 'Yıldız', { gender: 'female' }),
];

export function relation(
  userId: number,
  bookId: number,
  flags: Partial<Pick<Relation, 'read' | 'like' | 'favorite' | 'readingList'>> = {},
): Relation {
  const readingList = flags.readingList ?? false;
  return {
    user_id: userId,
    book_id: bookId,
    read: flags.read ?? false,
    like: flags.like ?? false,
    favorite: flags.favorite ?? false,
    readingList,
    read_list: readingList,
  };
}

/** A reader as reviews and reading activity name them. */
export const authorOf = (reader: PublicUser): Review['user'] => ({
  id: reader.id,
  username: reader.username,
  name: reader.name,
  surname: reader.surname,
  avatar_url: reader.avatar_url,
});

/** A book as reviews and reading activity name it. */
export const bookSummaryOf = (book: Book): Review['book'] => ({
  id: book.id,
  title: book.title,
  author: book.author,
  genre: book.genre,
  image_url: book.image_url,
});
function review(
  id: number,
  reviewer: PublicUser,
  reviewed: Book,
  rating: number,
  title: string,
  text: string,
  createdAt: string,
): Review {
  return {
    id,
    book_id: reviewed.id,
    user_id: reviewer.id,
    rating,
    review_title: title,
    review_text: text,
    created_at: createdAt,
    updated_at: createdAt,
    user: authorOf(reviewer),
    book: bookSummaryOf(reviewed),
  };
}

const [u1, u2, u3, u4] = users as [PublicUser, PublicUser, PublicUser, PublicUser];
const [b1, b2, b3, b4] = books as [Book, Book, Book, Book];

export const reviews: Review[] = [
  review(
    1,
    u2,
    b1,
    5,
    'Kalbim hâlâ çarpıyor',
    'Son sayfaya kadar nefesimi tuttum. Katniss unutulmaz bir karakter.',
    '2026-11-21T11:48:00.000Z',
  ),
  review(
    2,
    u3,
    b2,
    4,
    'Slow sand, big ideas',
    'The politics take a while to click, but the world-building is unmatched.',
    '2026-11-21T07:00:00.000Z',
  ),
  review(
    3,
    u4,
    b3,
    3,
    'Witty but long',
    'Sharp dialogue; the middle drags for me.',
    '2026-11-18T12:00:00.000Z',
  ),
  review(
    4,
    u1,
    b4,
    5,
    'A perfect comfort read',
    'Every re-read finds something new in the Shire.',
    '2026-10-02T12:00:00.000Z',
  ),
];

/**
 * Reset tokens of the mocked world (43 base64url characters, as the server makes them): the
 * confirm handler answers each as the server would. Any other well-shaped token was never sent.
 */
export const RESET_TOKENS = {
  valid: 'story-reset-token-valid-0123456789abcdefghi',
  expired: 'story-reset-token-expired-0123456789abcdefg',
  used: 'story-reset-token-used-0123456789abcdefghij',
} as const;
