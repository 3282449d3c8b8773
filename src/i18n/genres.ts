import { GENRES, type Genre } from '../api/contract/genres';

/** The client falls back to this list when the genre call fails; names translate under `genre.<slug>`. */
export { GENRES, type Genre };
export type GenreMessageId = `genre.${string}`;

/** "Science Fiction" -> "science_fiction", "Children's" -> "childrens", "Self-Help" -> "self_help". */
export function genreSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

const knownSlugs: ReadonlySet<string> = new Set(GENRES.map(genreSlug));

/**
 * The message id of a genre's translated name, or undefined for a genre outside the fixed
 * list (show the server's name as is: `formatMessage({ id, defaultMessage: name })`).
 */
export function genreMessageId(name: string): GenreMessageId | undefined {
  const slug = genreSlug(name);
  return knownSlugs.has(slug) ? `genre.${slug}` : undefined;
}

/** The category route of a genre: the lowercased name, URL-encoded. */
export function categoryPath(name: string): string {
  return `/category/${encodeURIComponent(name.toLowerCase())}`;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    // A stray "%" that is not an escape: the router already decoded it, keep the text.
    return value;
  }
}

/**
 * The genre name to query from a category route parameter: decoded, each word capitalised
 * ("science%20fiction" -> "Science Fiction", "self-help" -> "Self-help"; the server matches
 * genre names case-insensitively, so the hyphenated word needs no special case).
 */
export function genreFromCategoryParam(param: string): string {
  return safeDecode(param)
    .trim()
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}
