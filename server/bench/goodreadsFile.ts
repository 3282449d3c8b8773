import { stringify } from 'csv-stringify/sync';
import { GOODREADS_COLUMNS } from '../import/formats/columns';
import { isbn13To10 } from '../import/formats/isbn';
import { random } from './synthetic';

/** A catalogue book the generated file may name (the seed's catalogue.json entries). */
export interface KnownBook {
  title: string;
  author: string;
  isbn13: string | null;
}

/** A valid ISBN-13 from a number: 979 (no ISBN-10, so never the seed's 978 books), nine digits. */
export function syntheticIsbn(index: number): string {
  const first12 = `979${String(100_000_000 + index).slice(-9)}`;
  let sum = 0;
  for (let at = 0; at < 12; at += 1) sum += Number(first12[at]) * (at % 2 === 0 ? 1 : 3);
  return first12 + String((10 - (sum % 10)) % 10);
}

const SHELVES = ['read', 'read', 'read', 'read', 'to-read', 'to-read', 'currently-reading', 'dnf'];
const TAGS = ['fantasy', 'classics', 'sci-fi', 'favourites', 'book-club', 'owned', 'library'];

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A Goodreads library export of `count` rows in the 24-column layout, deterministic for a seed:
 * about 9% of the rows name catalogue books by ISBN (ISBN-10 for some), 1% by title and author
 * only, 80% books with ISBNs the catalogue lacks (created) and 10% without an ISBN or a match
 * (searched, then created). Shelves, dates, read counts, ratings, reviews and tags vary.
 */
export function goodreadsFile(count: number, catalogue: KnownBook[], seed = 14): string {
  const rng = random(seed);
  const pick = <Item>(items: readonly Item[]) =>
    items[Math.floor(rng.next() * items.length)] as Item;
  const records: string[][] = [[...GOODREADS_COLUMNS]];
  for (let index = 0; index < count; index += 1) {
    const slot = index % 100;
    let title: string;
    let author: string;
    let isbn13 = '';
    let isbn10 = '';
    const known =
      slot < 10 ? catalogue[(Math.floor(index / 100) * 10 + slot) % catalogue.length] : undefined;
    if (known && slot < 9 && known.isbn13) {
      ({ title, author } = known);
      if (slot % 3 === 0) isbn10 = isbn13To10(known.isbn13) ?? '';
      else isbn13 = known.isbn13;
    } else if (known) {
      ({ title, author } = known);
    } else if (slot < 90) {
      title = `Generated Volume ${index}`;
      author = `Author ${index % 1013}`;
      isbn13 = syntheticIsbn(index);
    } else {
      title = `Unnumbered Story ${index}`;
      author = `Writer ${index % 211}`;
    }
    const shelf = pick(SHELVES);
    const year = 2010 + Math.floor(rng.next() * 16);
    const dateRead =
      shelf === 'read' || shelf === 'dnf'
        ? `${year}/${pad(1 + Math.floor(rng.next() * 12))}/${pad(1 + Math.floor(rng.next() * 28))}`
        : '';
    const rated = shelf === 'read' && rng.next() < 0.7;
    const review = rated && rng.next() < 0.2 ? `Thoughts on ${title}. `.repeat(12).trim() : '';
    const tags = [pick(TAGS), pick(TAGS)].filter((tag, at, all) => all.indexOf(tag) === at);
    const bookshelves =
      shelf === 'read' || shelf === 'to-read' || shelf === 'currently-reading'
        ? tags
        : [...tags, shelf];
    const cells: Record<(typeof GOODREADS_COLUMNS)[number], string> = {
      'Book Id': String(100_000 + index),
      Title: title,
      Author: author,
      'Author l-f': author,
      'Additional Authors': '',
      ISBN: `="${isbn10}"`,
      ISBN13: `="${isbn13}"`,
      'My Rating': String(rated ? 1 + Math.floor(rng.next() * 5) : 0),
      'Average Rating': '3.90',
      Publisher: 'Synthetic Press',
      Binding: 'Paperback',
      'Number of Pages': String(100 + Math.floor(rng.next() * 600)),
      'Year Published': String(1950 + Math.floor(rng.next() * 75)),
      'Original Publication Year': '',
      'Date Read': dateRead,
      'Date Added': `${year}/01/0${1 + (index % 9)}`,
      Bookshelves: bookshelves.join(', '),
      'Bookshelves with positions': '',
      'Exclusive Shelf': shelf,
      'My Review': review,
      Spoiler: 'false',
      'Private Notes': rng.next() < 0.05 ? 'Lent to a friend.' : '',
      'Read Count': String(
        shelf === 'read' ? 1 + (rng.next() < 0.1 ? 1 : 0) : shelf === 'to-read' ? 0 : 1,
      ),
      'Owned Copies': String(rng.next() < 0.3 ? 1 : 0),
    };
    records.push(GOODREADS_COLUMNS.map((column) => cells[column]));
  }
  return stringify(records);
}
