import type { PartialDate, Reading } from '../api/contract';

/** What the reading edit dialog edits: a reading's dates, DNF reason and note, as typed. */
export interface ReadingDraft {
  started: PartialDate;
  /** `finished` for a read reading, `stopped` for a paused or DNF one, null while reading. */
  end: PartialDate | null;
  /** Only meaningful for a DNF reading; '' for none. */
  dnfReason: string;
  /** '' for none. */
  note: string;
}

/** Which end date a reading has, or null for one in progress. */
export type ReadingEndKind = 'finished' | 'stopped';

export function endKindOf(reading: Pick<Reading, 'state'>): ReadingEndKind | null {
  if (reading.state === 'read') return 'finished';
  if (reading.state === 'paused' || reading.state === 'dnf') return 'stopped';
  return null;
}

/** The draft a reading starts from. */
export function draftFromReading(reading: Reading): ReadingDraft {
  const kind = endKindOf(reading);
  return {
    started: reading.started,
    end: kind === 'finished' ? reading.finished : kind === 'stopped' ? reading.stopped : null,
    dnfReason: reading.dnf_reason ?? '',
    note: reading.note ?? '',
  };
}
