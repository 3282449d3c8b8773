/** Helpers for this folder's tests only: the fixture files and the dates they expect. */
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { parseImport } from './parseImport';
import type { ImportRow } from './row';

const fixtureDir = path.resolve(import.meta.dirname, '../../test/fixtures/import');

/** A fixture file of server/test/fixtures/import parsed; fails the test when it is refused. */
export function parseFixture(name: string): { format: string; rows: ImportRow[] } {
  const result = parseImport(fs.readFileSync(path.join(fixtureDir, name)));
  if (!result.ok) expect.fail(`${name} was refused: ${JSON.stringify(result.problem)}`);
  return result;
}

/** The row with this title; fails the test when there is none. */
export function rowTitled(rows: ImportRow[], title: string): ImportRow {
  const row = rows.find((candidate) => candidate.title === title);
  if (!row) expect.fail(`no row titled ${title}`);
  return row;
}

export const day = (date: string) => ({ date, precision: 'day' as const });
export const unknown = { date: null, precision: 'unknown' as const };
