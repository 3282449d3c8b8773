import { isWrittenReview } from '../../src/api/contract';
import {
  IMPORT_LIST_MAX,
  IMPORT_NEW_SHELVES_LISTED,
  type ImportCandidate,
  type ImportProblemRow,
  type ImportSummary,
} from '../../src/api/contract';
import { SHELVES_MAX } from '../../src/api/contract/shelves';
import type { ImportRow } from './formats/row';
import type { ShelfmarkShelf } from './formats/shelfmark';
import { importShelfName } from './formats/shelfNames';
import type { PlanRow, Resolutions, StoredPreview } from '../repos/imports';

/** What a row does when applied: its book, a new book, or nothing. */
export type RowAction = { kind: 'book'; bookId: number } | { kind: 'create' } | { kind: 'skip' };

/** The action of a row, the reader's choice deciding an uncertain one (null: not decided). */
export function rowAction(plan: PlanRow, resolutions: Resolutions): RowAction | null {
  const { match } = plan;
  if (match.kind === 'matched') return { kind: 'book', bookId: match.bookId };
  if (match.kind === 'create') return { kind: 'create' };
  if (match.kind === 'skip') return { kind: 'skip' };
  const choice = resolutions.choices[String(plan.row.line)];
  if (choice?.action === 'book') return { kind: 'book', bookId: choice.book_id };
  if (choice) return { kind: choice.action };
  return resolutions.unresolved ? { kind: resolutions.unresolved } : null;
}

export function rowRef(row: ImportRow) {
  const isbn =
    row.isbn.kind === 'isbn13'
      ? row.isbn.isbn13
      : row.isbn.kind === 'asin'
        ? row.isbn.asin
        : row.isbn.kind === 'other'
          ? row.isbn.value
          : null;
  // A hostile file's 1 MB title is not sent back whole in every answer.
  return {
    line: row.line,
    title: row.title.slice(0, 500),
    authors: row.authors.slice(0, 10).map((author) => author.slice(0, 200)),
    isbn: isbn === null ? null : isbn.slice(0, 40),
  };
}

export function problemRow(row: ImportRow, reasons: string[]): ImportProblemRow {
  return { ...rowRef(row), reasons: reasons.slice(0, 20).map((reason) => reason.slice(0, 300)) };
}

/** What the shelf of a row becomes (a status of the journal, or a tag). */
function shelfBecomes(row: ImportRow): ImportSummary['shelves'][number]['becomes'] {
  return row.shelf.status ?? 'tag';
}

/** The shelves a file names that the reader has no shelf by, as `ImportSummary.shelves_new`. */
class NewShelves {
  private readonly seen = new Set<string>();
  private readonly names: string[] = [];
  private total = 0;

  constructor(private readonly reader: ReaderShelves) {}

  add(raw: string) {
    const shelf = importShelfName(raw);
    if (!shelf || this.reader.keys.has(shelf.key) || this.seen.has(shelf.key)) return;
    this.seen.add(shelf.key);
    this.total += 1;
    if (this.names.length < IMPORT_NEW_SHELVES_LISTED) this.names.push(shelf.name);
  }

  summary(): ImportSummary['shelves_new'] {
    const room = Math.max(0, SHELVES_MAX - this.reader.count);
    return { names: this.names, total: this.total, over_limit: Math.max(0, this.total - room) };
  }
}

/** The reader's shelves as the preview compares a file's names with them. */
export interface ReaderShelves {
  keys: ReadonlySet<string>;
  count: number;
}

/**
 * The preview of a matched file. `candidates` gives what the preview shows of each candidate
 * book (title, author...), read once for the listed uncertain rows; `readerShelves` and a
 * Shelfmark export's `declaredShelves` tell which shelves the import will make.
 */
export function buildPreview(
  plan: PlanRow[],
  candidates: Map<number, Omit<ImportCandidate, 'confidence'>>,
  readerShelves: ReaderShelves = { keys: new Set(), count: 0 },
  declaredShelves: ShelfmarkShelf[] = [],
): StoredPreview {
  const matched = { isbn13: 0, isbn10: 0, title_author: 0 };
  let toCreate = 0;
  let uncertain = 0;
  let skipped = 0;
  let withProblems = 0;
  const shelves = new Map<
    string,
    { becomes: ImportSummary['shelves'][number]['becomes']; rows: number }
  >();
  const contents = { ratings: 0, reviews: 0, readings: 0 };
  const tags = new Set<string>();
  const newShelves = new NewShelves(readerShelves);
  for (const shelf of [...declaredShelves].sort((a, b) => a.position - b.position)) {
    newShelves.add(shelf.name);
  }
  const uncertainRows: StoredPreview['uncertain'] = [];
  const skippedRows: ImportProblemRow[] = [];

  for (const { row, match } of plan) {
    if (match.kind === 'skip') {
      skipped += 1;
      if (skippedRows.length < IMPORT_LIST_MAX) skippedRows.push(problemRow(row, match.reasons));
      continue;
    }
    if (match.kind === 'matched') matched[match.via] += 1;
    else if (match.kind === 'create') toCreate += 1;
    else {
      uncertain += 1;
      if (uncertainRows.length < IMPORT_LIST_MAX) {
        uncertainRows.push({
          ...rowRef(row),
          candidates: match.candidates.flatMap((candidate) => {
            const book = candidates.get(candidate.bookId);
            return book ? [{ ...book, confidence: candidate.confidence }] : [];
          }),
        });
      }
    }
    if (row.problems.length > 0) withProblems += 1;
    const shelf = row.shelf.raw || '(none)';
    const entry = shelves.get(shelf) ?? { becomes: shelfBecomes(row), rows: 0 };
    entry.rows += 1;
    shelves.set(shelf, entry);
    if (row.rating) contents.ratings += 1;
    if (isWrittenReview({ review_title: null, review_text: row.review })) contents.reviews += 1;
    contents.readings += row.readings.length;
    for (const tag of row.tags) {
      tags.add(tag);
      newShelves.add(tag);
    }
  }
  return {
    rows: {
      total: plan.length,
      matched,
      to_create: toCreate,
      uncertain,
      skipped,
      with_problems: withProblems,
    },
    shelves: [...shelves]
      .map(([shelf, { becomes, rows }]) => ({ shelf, becomes, rows }))
      .sort((a, b) => b.rows - a.rows || (a.shelf < b.shelf ? -1 : 1)),
    shelves_new: newShelves.summary(),
    contents: { ...contents, tags: tags.size },
    uncertain: uncertainRows,
    skipped: skippedRows,
  };
}

/** The counts the reader's choices move: chosen books, books to create, rows skipped. */
export function resolvedCounts(preview: StoredPreview, resolutions: Resolutions) {
  const choices = Object.values(resolutions.choices);
  const chosen = choices.filter((choice) => choice.action === 'book').length;
  const created = choices.filter((choice) => choice.action === 'create').length;
  const skipped = choices.filter((choice) => choice.action === 'skip').length;
  const unresolved = Math.max(0, preview.rows.uncertain - choices.length);
  const byDefault = resolutions.unresolved;
  return {
    chosen,
    toCreate: preview.rows.to_create + created + (byDefault === 'create' ? unresolved : 0),
    skipped: preview.rows.skipped + skipped + (byDefault === 'skip' ? unresolved : 0),
    unresolved: byDefault ? 0 : unresolved,
  };
}
