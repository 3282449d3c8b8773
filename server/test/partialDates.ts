import type { PartialDate } from '../../src/api/contract';

/** Partial dates as the journal's calls take them, for tests that date readings. */
export const day = (date: string): PartialDate => ({ date, precision: 'day' });
export const month = (date: string): PartialDate => ({ date, precision: 'month' });
export const year = (date: string): PartialDate => ({ date, precision: 'year' });
