/**
 * Reading the cells of one CSV record by header name, so a layout's column order (Goodreads
 * has had two) does not matter, and whatever a format does not map is kept in `extra`.
 */

/** What a spreadsheet would run as a formula: `=`, `+`, `-`, `@`, tab, carriage return. */
const FORMULA_START = /^'*[=+\-@\t\r]/;

/**
 * Neutralises a cell a spreadsheet would run as a formula by prefixing one `'` (OWASP's advice).
 * A cell already starting with quotes before such a character gets one more, so that
 * `unescapeFormula` gives back exactly what was written.
 */
export function escapeFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** The inverse of `escapeFormula`: one leading `'` off, only before a formula character. */
export function unescapeFormula(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/** Header names compare trimmed, case-insensitive and with runs of spaces as one. */
export function headerKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** A file's header, indexed once: every row of a 50,000-row file looks its columns up in it. */
export class HeaderIndex {
  private readonly byKey = new Map<string, number>();
  /** Column names as the parsers write them, resolved once each. */
  private readonly resolved = new Map<string, number | undefined>();

  constructor(readonly names: readonly string[]) {
    names.forEach((name, index) => {
      const key = headerKey(name);
      if (!this.byKey.has(key)) this.byKey.set(key, index);
    });
  }

  indexOf(column: string): number | undefined {
    if (!this.resolved.has(column)) this.resolved.set(column, this.byKey.get(headerKey(column)));
    return this.resolved.get(column);
  }
}

export class RecordCells {
  private readonly used = new Set<number>();

  constructor(
    private readonly header: HeaderIndex,
    private readonly record: readonly string[],
    /** `Column: what is wrong`, appended to by the readers below. */
    readonly problems: string[] = [],
  ) {}

  /** The cell, trimmed ('' when the column or the cell is missing); marks the column as mapped. */
  text(column: string): string {
    const index = this.header.indexOf(column);
    if (index === undefined) return '';
    this.used.add(index);
    return unescapeFormula(this.record[index] ?? '').trim();
  }

  /** The cell without marking it mapped: it also stays in `extra` (a lossy mapping). */
  peek(column: string): string {
    const index = this.header.indexOf(column);
    return index === undefined ? '' : unescapeFormula(this.record[index] ?? '').trim();
  }

  textOrNull(column: string): string | null {
    const value = this.text(column);
    return value === '' ? null : value;
  }

  /** A whole number from `min` to `max`; empty is null, anything else is null and a problem. */
  integer(column: string, min: number, max: number): number | null {
    const value = this.text(column);
    if (value === '') return null;
    // Spreadsheets write whole numbers as "312.0" or "1,024" now and then.
    const digits = value.replace(/,/g, '').replace(/\.0+$/, '');
    const number = /^-?\d{1,15}$/.test(digits) ? Number(digits) : NaN;
    if (!(number >= min && number <= max)) {
      this.problem(column, `"${clip(value)}" is not a whole number from ${min} to ${max}`);
      return null;
    }
    return number;
  }

  problem(column: string, message: string): void {
    this.problems.push(`${column}: ${message}`);
  }

  /** Every non-empty cell no reader mapped, by header name (extra cells by position). */
  extra(): Record<string, string> {
    const extra: Record<string, string> = {};
    this.record.forEach((raw, index) => {
      if (this.used.has(index)) return;
      const value = unescapeFormula(raw);
      if (value.trim() === '') return;
      const header = this.header.names[index]?.trim() || `Column ${index + 1}`;
      let name = header;
      for (let copy = 2; name in extra; copy += 1) name = `${header} (${copy})`;
      extra[name] = value;
    });
    return extra;
  }
}

/** A cell quoted in a problem, cut so a 100 kB cell makes a short message. */
export function clip(value: string): string {
  return value.length > 40 ? `${value.slice(0, 40)}…` : value;
}

/** A comma-separated list cell (authors, shelves, tags) as its non-empty items, once each. */
export function listCell(value: string): string[] {
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  return [...new Set(items)];
}
